import type { CollectionConfig } from 'payload';
import { isAdmin } from '../../access/is-admin';
import { selfOrAdmin } from '../../access/self-or-admin';

/**
 * Traders: the people who use the cabinet. Kept apart from editors so that a trader can never reach
 * the admin. The foundation holds the seeded demo trader; the accounts issue adds the spec's auth API
 * and profile fields.
 */
export const Traders: CollectionConfig = {
  slug: 'traders',
  labels: { singular: 'Trader', plural: 'Traders' },
  auth: {
    tokenExpiration: 60 * 15,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
  },
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: {
    admin: () => false,
    create: isAdmin,
    read: selfOrAdmin('traders'),
    update: selfOrAdmin('traders'),
    delete: isAdmin,
  },
  fields: [
    { name: 'username', type: 'text', unique: true, index: true },
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      options: ['active', 'inactive', 'suspended'],
      access: { update: ({ req }) => req.user?.collection === 'editors' },
    },
  ],
};
