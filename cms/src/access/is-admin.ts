import type { Access, FieldAccess } from 'payload';

type MaybeEditor = { collection?: string; role?: string } | null | undefined;

/** True for a signed-in editor whose role is admin (sites, themes and editors are theirs alone). */
export const isAdminUser = (user: MaybeEditor): boolean => user?.collection === 'editors' && user.role === 'admin';

export const isAdmin: Access = ({ req }) => isAdminUser(req.user as MaybeEditor);

export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user as MaybeEditor);
