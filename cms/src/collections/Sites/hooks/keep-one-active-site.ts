import type { CollectionAfterChangeHook } from 'payload';

/**
 * Activating a site deactivates every other one, in the same transaction (req), so the rule holds
 * server-side whoever makes the change: the admin, the REST API or `bourse theme use`.
 *
 * The nested update passes `skipSiteNotify` (the outer save notifies the site once), but Payload
 * merges a Local API call's `context` into the shared `req.context`; left there, it silenced the
 * outer save's own notice, so a site saved in the admin never reached the running site. The
 * request's context is put back when the nested update is done.
 */
export const keepOneActiveSite: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc.isActive !== true) return doc;
  const outerContext = req.context;
  try {
    await req.payload.update({
      collection: 'sites',
      where: { and: [{ id: { not_equals: doc.id } }, { isActive: { equals: true } }] },
      data: { isActive: false },
      req,
      overrideAccess: true,
      context: { skipSiteNotify: true },
    });
  } finally {
    req.context = outerContext;
  }
  return doc;
};
