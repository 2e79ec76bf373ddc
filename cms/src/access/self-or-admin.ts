import type { Access } from 'payload';
import { isAdminUser } from './is-admin';

/**
 * A user may read or change their own record in `collection`; admins may read and change any record.
 * The collection check matters: ids are per collection, so an editor with id 3 must not match trader 3.
 */
export const selfOrAdmin =
  (collection: string): Access =>
  ({ req }) => {
    const user = req.user as { id?: string | number; collection?: string; role?: string } | null;
    if (!user) return false;
    if (isAdminUser(user)) return true;
    if (user.collection !== collection) return false;
    return { id: { equals: user.id } };
  };
