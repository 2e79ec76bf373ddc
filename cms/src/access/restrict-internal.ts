import { Forbidden, type Access, type PayloadHandler, type SanitizedConfig } from 'payload';
import { isEditor, isEditorUser } from './is-editor';

/**
 * Payload adds collections of its own whose default access is "any signed-in user", and traders
 * are signed-in users too. The admin's document locks (who has which document open): a trader
 * could read who edits what, or lock pages against editors. The admin's preferences (column
 * choices, open groups): a trader could store any number of values of any size under their own
 * account (its routes write without asking the collection's access). Editors only, both.
 */
export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents');
  if (locks) locks.access = { ...locks.access, read: isEditor, create: isEditor, update: isEditor, delete: isEditor };
  const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences');
  if (preferences) {
    const editorsOnly =
      (rule: Access | undefined): Access =>
      (args) =>
        isEditor(args) ? (rule ? rule(args) : true) : false;
    const { access } = preferences;
    preferences.access = {
      ...access,
      create: editorsOnly(access.create),
      read: editorsOnly(access.read),
      update: editorsOnly(access.update),
      delete: editorsOnly(access.delete),
    };
    preferences.endpoints = (preferences.endpoints || []).map((endpoint) => ({
      ...endpoint,
      handler: editorsOnlyHandler(endpoint.handler),
    }));
  }
  return config;
}

const editorsOnlyHandler =
  (handler: PayloadHandler): PayloadHandler =>
  (req) => {
    if (!isEditorUser(req.user)) throw new Forbidden(req.t);
    return handler(req);
  };
