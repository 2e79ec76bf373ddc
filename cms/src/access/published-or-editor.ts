import type { Access } from 'payload';
import { isEditorUser } from './is-editor';

/** Editors read drafts; everybody else reads only what is published. */
export const publishedOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true;
  return { _status: { equals: 'published' } };
};
