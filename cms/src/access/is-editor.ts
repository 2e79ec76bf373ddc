import type { Access } from 'payload';

/** Any signed-in editor (role editor or admin). Traders are never editors, even when signed in. */
export const isEditorUser = (user: { collection?: string } | null | undefined): boolean => user?.collection === 'editors';

export const isEditor: Access = ({ req }) => isEditorUser(req.user);
