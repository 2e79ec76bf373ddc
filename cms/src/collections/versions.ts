import type { CollectionConfig } from 'payload';

/**
 * Editorial workflow for every content collection: drafts with autosave, up to 50 versions, and
 * scheduled publish/unpublish (Payload's `schedulePublish` job, run by the jobs cron set in
 * payload.config.ts). Publishing one locale while the others stay draft is Payload's
 * `publishSpecificLocale` ("Publish in <language>", the default button: see
 * `localization.defaultLocalePublishOption` in payload.config.ts).
 */
export const editorialVersions: NonNullable<CollectionConfig['versions']> = {
  maxPerDoc: 50,
  // Each language has its own status (Payload's localizeStatus, `experimental.localizeStatus` in
  // payload.config.ts): publishing Russian leaves English as it was, and says so.
  drafts: { autosave: { interval: 2000 }, schedulePublish: true, validate: false, localizeStatus: true },
};
