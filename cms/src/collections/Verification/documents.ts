import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminUser } from '../../access/is-admin';
import { ownOrAdmin } from '../../access/own-or-admin';
import { resolveDataDir } from '../../db/resolve-uri';

/** A document is personal data: never kept by a cache, never sniffed, never embedded by another site. */
function privateFileHeaders(headers: Headers): Headers {
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  if (headers.get('Content-Type')?.startsWith('application/pdf')) headers.set('Content-Disposition', 'attachment');
  return headers;
}

export const DOCUMENT_KINDS = ['address', 'passport', 'selfie'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Identity documents (proof of address, identity document, selfie with it): a private upload
 * collection in `<data dir>/kyc-documents`, never under the public media. Its files are answered
 * only to their owner and the staff (Payload checks read access on every file request); traders
 * add them through `POST /api/verification/documents`, which checks each file by its bytes first.
 */
export const KycDocuments: CollectionConfig = {
  slug: 'kyc-documents',
  labels: { singular: 'Identity document', plural: 'Identity documents' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'trader', 'createdAt'],
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: ownOrAdmin('trader'), create: () => false, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.join(resolveDataDir(), 'kyc-documents'),
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    modifyResponseHeaders: ({ headers }) => privateFileHeaders(headers),
    adminThumbnail: () => null,
  },
  fields: [
    { name: 'trader', type: 'relationship', relationTo: 'traders', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, options: [...DOCUMENT_KINDS], admin: { readOnly: true } },
    { name: 'originalName', type: 'text', admin: { readOnly: true, description: 'The name the trader gave the file.' } },
  ],
};
