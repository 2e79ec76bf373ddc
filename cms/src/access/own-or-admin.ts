import type { Access } from 'payload';
import { isAdminUser } from './is-admin';

/**
 * A trader reads the records whose `field` names them (their support requests, their documents);
 * admins, the broker's staff, read every one. Editors without the admin role and visitors read none.
 * @example access: { read: ownOrAdmin('trader') }
 */
export const ownOrAdmin =
  (field: string): Access =>
  ({ req }) => {
    const user = req.user as { id?: string | number; collection?: string; role?: string } | null;
    if (!user) return false;
    if (isAdminUser(user)) return true;
    if (user.collection !== 'traders' || user.id === undefined) return false;
    return { [field]: { equals: user.id } };
  };
