import type { Endpoint, Payload, Where } from 'payload';
import { defaultSite, toSiteAnswer, type SiteAnswer } from '../site-answer';

/** The site visitors see: the active one, else the default one, else the built-in default. */
export async function findActiveSite(payload: Payload): Promise<SiteAnswer> {
  const preference: Where[] = [{ isActive: { equals: true } }, { isDefault: { equals: true } }];
  for (const where of preference) {
    const { docs } = await payload.find({ collection: 'sites', where, limit: 1, depth: 0, overrideAccess: false });
    if (docs[0]) return toSiteAnswer(docs[0]);
  }
  return defaultSite;
}

/**
 * GET /api/site/active — the spec's answer `{ success, data }`. The spec's clients read either
 * `data.*` or the top level, so the fields stand in both places.
 */
export const siteActiveEndpoint: Endpoint = {
  path: '/site/active',
  method: 'get',
  handler: async (req) => {
    const data = await findActiveSite(req.payload);
    return Response.json({ success: true, data, ...data }, { headers: { 'cache-control': 'no-store' } });
  },
};
