import type { SanitizedConfig } from 'payload';
import { isEditor } from './is-editor';

/**
 * Payload adds a collection of its own that records which editor has which document open (the
 * admin's document locks). Its default access is "any signed-in user", and traders are signed-in
 * users too: they could read who edits what, or lock pages against editors. Editors only.
 */
export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents');
  if (locks) locks.access = { ...locks.access, read: isEditor, create: isEditor, update: isEditor, delete: isEditor };
  return config;
}
