import type { Field, FieldAccess } from 'payload';

/** Only editors (from the admin) set these; a trader's own update silently keeps the old value. */
export const editorOnlyField: FieldAccess = ({ req }) => req.user?.collection === 'editors';

/** Server-only bookkeeping: never read through the API, never written by a client. */
export const hiddenField = (name: string, type: 'text' | 'date'): Field =>
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
