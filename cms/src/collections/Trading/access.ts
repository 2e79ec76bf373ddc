import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminUser } from '../../access/is-admin';

/**
 * The ledger is written by the trading engine alone, each change in one database transaction with
 * the record that explains it; nobody edits it through the admin or the REST API. Admins (the
 * broker's staff) read it; traders reach their own accounts only through the engine's account API.
 */
export const ledgerAccess: CollectionConfig['access'] = {
  read: isAdmin,
  create: () => false,
  update: () => false,
  delete: () => false,
};

/** The ledger's place in the admin: the Accounts group, lists without create buttons. */
export const ledgerAdmin = (defaultColumns: string[], useAsTitle?: string): CollectionConfig['admin'] => ({
  group: 'Accounts',
  defaultColumns,
  ...(useAsTitle ? { useAsTitle } : {}),
  hidden: ({ user }) => !isAdminUser(user),
});
