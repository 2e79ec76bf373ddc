import type { CollectionAfterChangeHook } from 'payload';

/**
 * Activating a site deactivates every other one, in the same transaction (req), so the rule holds
 * server-side whoever makes the change: the admin, the REST API or `bourse theme use`.
 */
export const keepOneActiveSite: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc.isActive !== true) return doc;
  await req.payload.update({
    collection: 'sites',
    where: { and: [{ id: { not_equals: doc.id } }, { isActive: { equals: true } }] },
    data: { isActive: false },
    req,
    overrideAccess: true,
    context: { skipSiteNotify: true },
  });
  return doc;
};
