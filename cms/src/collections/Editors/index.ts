import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminField } from '../../access/is-admin';
import { selfOrAdmin } from '../../access/self-or-admin';
import { languageName } from '../../admin/language-names';
import { defaultLocale, locales } from '../../locales';
import { guardEditorLogin, releaseEditorLogin } from './login-guard-hooks';

/** People who run the public site from the admin. Traders live in their own collection. */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Editor', plural: 'Editors' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // Payload's lock is per account, so anyone could lock an editor out: the login guard counts per
    // account and address instead (login-guard-hooks.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
  },
  hooks: { beforeOperation: [guardEditorLogin], afterLogin: [releaseEditorLogin] },
  admin: { useAsTitle: 'email', group: 'Accounts', defaultColumns: ['email', 'name', 'role', 'language'] },
  access: {
    admin: ({ req }) => req.user?.collection === 'editors',
    create: isAdmin,
    read: selfOrAdmin('editors'),
    update: selfOrAdmin('editors'),
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'language',
      label: 'Editing language',
      type: 'select',
      required: true,
      defaultValue: defaultLocale,
      options: locales.map((code) => ({ value: code, label: languageName(code) })),
      admin: { description: 'Documents opened from a list open in this language; switch per document with the language menu.' },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin (everything)', value: 'admin' },
        { label: 'Editor (content only)', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
};
