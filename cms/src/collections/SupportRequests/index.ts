import type { CollectionConfig } from 'payload';
import { SUPPORT_KINDS, SUPPORT_STATUSES } from '@bourse/terminal/api';
import { isAdmin, isAdminUser } from '../../access/is-admin';
import { ownOrAdmin } from '../../access/own-or-admin';
import { markAnswered, mailAnswer } from './hooks';

const readOnly = { readOnly: true } as const;

/**
 * Requests to support: the cabinet's callback and e-mail forms and the chat's hand-over store one
 * each (through `POST /api/support/requests`, never Payload's REST create). The broker's staff (admins)
 * read, answer and close them in the admin; an answer e-mails the trader and shows in the
 * cabinet. A trader reads only their own (through the account API).
 */
export const SupportRequests: CollectionConfig = {
  slug: 'support-requests',
  labels: { singular: 'Support request', plural: 'Support requests' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'kind', 'status', 'trader', 'createdAt'],
    hidden: ({ user }) => !isAdminUser(user),
    description:
      'Write an answer and save: the trader gets it by e-mail and sees it in the cabinet. Close a request when it needs nothing more.',
  },
  access: { read: ownOrAdmin('trader'), create: () => false, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [markAnswered], afterChange: [mailAnswer] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'open', options: [...SUPPORT_STATUSES] },
        { name: 'kind', type: 'select', required: true, options: [...SUPPORT_KINDS], admin: readOnly },
        { name: 'trader', type: 'relationship', relationTo: 'traders', required: true, index: true, admin: readOnly },
      ],
    },
    { name: 'subject', type: 'text', required: true, admin: readOnly },
    { name: 'message', type: 'textarea', admin: readOnly },
    {
      name: 'callback',
      type: 'group',
      admin: { condition: (data) => data?.kind === 'callback' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', admin: readOnly },
            { name: 'telegram', type: 'text', admin: readOnly },
            { name: 'whatsapp', type: 'text', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'language', type: 'text', admin: readOnly },
            { name: 'timeZone', type: 'text', admin: readOnly },
            { name: 'time', type: 'text', admin: readOnly },
            { name: 'date', type: 'text', admin: readOnly },
          ],
        },
      ],
    },
    {
      name: 'replyEmail',
      type: 'email',
      admin: { ...readOnly, description: 'The address the trader asked to be answered at, if not their own.' },
    },
    { name: 'locale', type: 'text', defaultValue: 'en', admin: { ...readOnly, position: 'sidebar' } },
    {
      name: 'answer',
      type: 'textarea',
      maxLength: 5000,
      admin: { description: 'Sent to the trader by e-mail when saved, and shown in their cabinet.' },
    },
    { name: 'answeredAt', type: 'date', admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
