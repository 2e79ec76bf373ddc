import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminUser } from '../../access/is-admin';
import { ownOrAdmin } from '../../access/own-or-admin';
import { DOCUMENT_KINDS, REVIEW_STATUSES } from './documents';
import { applyReview, requireReason } from './review-hooks';

/**
 * Verification Plus requests: the trader's three documents sent for review
 * (`POST /api/verification/plus`). Staff open a pending one in the admin, look at the documents,
 * and approve it, or reject it with a reason the trader reads in the cabinet. Only a decision
 * changes the trader's verification level (review-hooks.ts).
 */
export const VerificationRequests: CollectionConfig = {
  slug: 'verification-requests',
  labels: { singular: 'Verification request', plural: 'Verification requests' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'trader', 'createdAt', 'reviewedAt'],
    hidden: ({ user }) => !isAdminUser(user),
    description: 'Open each document, then approve the request, or reject it with a reason the trader will read.',
  },
  access: { read: ownOrAdmin('trader'), create: () => false, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [requireReason], afterChange: [applyReview] },
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...REVIEW_STATUSES] },
        { name: 'trader', type: 'relationship', relationTo: 'traders', required: true, index: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'reason',
      type: 'textarea',
      maxLength: 500,
      admin: {
        description: 'Required when rejecting: what the trader must fix (shown to them in the cabinet).',
        condition: (data) => data?.status === 'rejected',
      },
    },
    {
      name: 'documents',
      type: 'group',
      fields: DOCUMENT_KINDS.map((kind) => ({
        name: kind,
        type: 'upload' as const,
        relationTo: 'kyc-documents' as const,
        required: true,
        admin: { readOnly: true },
      })),
    },
    { name: 'reviewedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
