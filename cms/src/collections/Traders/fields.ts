import type { Field, FieldAccess } from 'payload';
import { PLUS_STATUSES, VERIFICATION_LEVELS } from '@bourse/terminal/api';

/** Only editors (from the admin) set these; a trader's own update silently keeps the old value. */
export const editorOnlyField: FieldAccess = ({ req }) => req.user?.collection === 'editors';

/** Server-only bookkeeping: never read through the API, never written by a client. */
export const hiddenField = (name: string, type: 'text' | 'date' | 'number'): Field =>
  ({ name, type, hidden: true, access: { read: () => false, create: () => false, update: () => false } }) as Field;

/** The profile fields a trader may change (see src/auth/schemas.ts profileUpdateSchema). */
export const traderProfileFields: Field[] = [
  { name: 'firstName', type: 'text' },
  { name: 'lastName', type: 'text' },
  { name: 'avatar', type: 'text', defaultValue: '' },
  { name: 'companyName', type: 'text' },
  { name: 'dateOfBirth', type: 'text' },
  { name: 'country', type: 'text', defaultValue: 'RU' },
  { name: 'state', type: 'text' },
  { name: 'postalCode', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'address', type: 'text' },
  { name: 'phone', type: 'text' },
  {
    name: 'socialAccounts',
    type: 'array',
    fields: [
      { name: 'platform', type: 'select', options: ['x', 'telegram', 'google'], required: true },
      { name: 'connected', type: 'checkbox', defaultValue: false },
      { name: 'username', type: 'text' },
    ],
  },
  { name: 'settings', type: 'json' },
];

/**
 * The verified level and the Plus review's outcome: written only by the server (the phone
 * confirmation and the staff's review of a verification request), read by the ledger's limits.
 */
export const verificationFields: Field[] = [
  {
    name: 'verificationLevel',
    type: 'select',
    defaultValue: 'none',
    options: [...VERIFICATION_LEVELS],
    index: true,
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      description: 'none, basic (e-mail and phone confirmed) or plus (documents approved in Verification requests).',
    },
  },
  {
    name: 'plusStatus',
    type: 'select',
    defaultValue: 'none',
    options: [...PLUS_STATUSES],
    access: { create: () => false, update: () => false },
    admin: { readOnly: true },
  },
  { name: 'plusReason', type: 'text', access: { create: () => false, update: () => false }, admin: { readOnly: true } },
];
