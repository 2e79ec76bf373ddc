import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { notifySite } from '../notify-site';
import { afterCommit } from './after-commit';

/** After a change is committed the site drops its cached copy (see notify-site.ts, after-commit.ts). */
export const notifySiteOfChange: CollectionAfterChangeHook = async ({ doc, req, collection, context }) => {
  if (!context.skipSiteNotify) {
    const slug = typeof doc.slug === 'string' ? doc.slug : undefined;
    // Fire-and-forget: the editor's save must not wait on, or fail with, the site. Only once the
    // change is committed, or the site would refetch the old record and keep it (after-commit.ts).
    void afterCommit(req, () => notifySite(req.payload, { collection: collection.slug, id: doc.id, slug }));
  }
  return doc;
};

export const notifySiteOfDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
  void afterCommit(req, () => notifySite(req.payload, { collection: collection.slug, id: doc.id }));
  return doc;
};
