import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminUser } from '../../access/is-admin';
import { selfOrAdmin } from '../../access/self-or-admin';
import { ACCESS_TOKEN_SECONDS } from '../../auth/tokens';
import { closedTraderAuthRoutes, endSessionsWhenDisabled, refuseTraderRestWrites } from './closed-routes';
import { keysFollowTraderStatus } from '../Trading/api-keys';
import { unconfirmChangedPhone } from './phone-change';
import { editorOnlyField, hiddenField, traderProfileFields, verificationFields } from './fields';

/**
 * Traders: the people who use the cabinet. Kept apart from editors so that a trader can never reach
 * the admin. They sign in through the account API (src/endpoints/auth), which adds refresh tokens,
 * e-mail verification, rate limits and the password policy on top of Payload's auth and sessions.
 */
export const Traders: CollectionConfig = {
  slug: 'traders',
  labels: { singular: 'Trader', plural: 'Traders' },
  auth: {
    tokenExpiration: ACCESS_TOKEN_SECONDS,
    // Payload's lock is per account, so anyone could lock any trader: auth/login-guard.ts counts per
    // account and address instead.
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
  },
  // Trader accounts are personal data: only admins see them in the admin (access rules enforce it too).
  admin: { useAsTitle: 'email', group: 'Accounts', hidden: ({ user }) => !isAdminUser(user) },
  access: {
    admin: () => false,
    create: isAdmin,
    read: selfOrAdmin('traders'),
    update: selfOrAdmin('traders'),
    delete: isAdmin,
    // Unlocking an account is an admin's decision, not any signed-in trader's.
    unlock: isAdmin,
  },
  endpoints: closedTraderAuthRoutes,
  hooks: {
    beforeOperation: [refuseTraderRestWrites],
    beforeChange: [unconfirmChangedPhone],
    afterChange: [endSessionsWhenDisabled, keysFollowTraderStatus],
  },
  fields: [
    { name: 'username', type: 'text', unique: true, index: true },
    ...traderProfileFields,
    {
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      options: ['active', 'inactive', 'suspended'],
      access: { create: editorOnlyField, update: editorOnlyField },
    },
    { name: 'level', type: 'text', defaultValue: 'ordinary', access: { create: editorOnlyField, update: editorOnlyField } },
    { name: 'emailVerified', type: 'checkbox', defaultValue: false, access: { create: editorOnlyField, update: editorOnlyField } },
    { name: 'phoneVerified', type: 'checkbox', defaultValue: false, access: { create: editorOnlyField, update: editorOnlyField } },
    ...verificationFields,
    {
      name: 'documents',
      type: 'group',
      access: { create: editorOnlyField, update: editorOnlyField },
      fields: [
        { name: 'passport', type: 'text' },
        { name: 'selfie', type: 'text' },
        { name: 'address', type: 'text' },
      ],
    },
    hiddenField('emailVerificationTokenHash', 'text'),
    hiddenField('emailVerificationExpiresAt', 'date'),
    hiddenField('phoneCodeHash', 'text'),
    hiddenField('phoneCodeExpiresAt', 'date'),
    hiddenField('phoneCodeFor', 'text'),
    hiddenField('phoneCodeAttempts', 'number'),
  ],
};
