import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminField } from '../../access/is-admin';
import { selfOrAdmin } from '../../access/self-or-admin';

/** People who run the public site from the admin. Traders live in their own collection. */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Editor', plural: 'Editors' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
  },
  admin: { useAsTitle: 'email', group: 'Admin' },
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
