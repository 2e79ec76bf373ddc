import type { CollectionBeforeChangeHook, TextField } from 'payload';

/**
 * Who saved this version, as the versions list shows it ("Anna Petrova (anna@broker.example)"):
 * written on every save from the signed-in editor, kept with each version. A name rather than a
 * reference, so a version still says who saved it after the account is gone.
 */
export const editedByField: TextField = {
  name: 'editedBy',
  type: 'text',
  label: 'Last saved by',
  admin: { position: 'sidebar', readOnly: true },
  access: { create: () => false, update: () => false },
};

/** The names scripts save under, so no version in the list says "Saved by —". */
export const SCRIPT_AUTHORS = { seed: 'bourse seed', import: 'bourse content import' } as const;

/**
 * Puts the signed-in editor on every save, autosaves included. A script names itself in the
 * request's context (`savedBy`); any other save without an editor leaves the field as it was.
 */
export const stampEditedBy: CollectionBeforeChangeHook = ({ data, req, context }) => {
  const user = req.user as { collection?: string; name?: unknown; email?: unknown } | null | undefined;
  if (user?.collection === 'editors' && typeof user.email === 'string') {
    const name = typeof user.name === 'string' && user.name.trim() ? `${user.name.trim()} (${user.email})` : user.email;
    return { ...data, editedBy: name };
  }
  const script = (context as { savedBy?: unknown } | undefined)?.savedBy;
  return typeof script === 'string' ? { ...data, editedBy: script } : data;
};
