import type { Endpoint, Payload, Where } from 'payload';
import type { Locale } from '../locales';
import { defaultSite, toLocale, toSiteAnswer, type SiteAnswer } from '../site-answer';
import { defaultNavigation } from '../collections/Sites/default-navigation';

/** The site visitors see: the active one, else the default one, else the built-in default. */
export async function findActiveSite(payload: Payload, locale: Locale = 'en'): Promise<SiteAnswer> {
  const preference: Where[] = [{ isActive: { equals: true } }, { isDefault: { equals: true } }];
  for (const where of preference) {
    const { docs } = await payload.find({ collection: 'sites', where, limit: 1, depth: 0, locale, fallbackLocale: 'en', overrideAccess: false });
    if (docs[0]) return toSiteAnswer(docs[0], locale);
  }
  return { ...defaultSite, navigation: defaultNavigation(locale) };
}

/**
 * GET /api/site/active — the spec's answer `{ success, data }`. The spec's clients read either
 * `data.*` or the top level, so the fields stand in both places.
 */
export const siteActiveEndpoint: Endpoint = {
  path: '/site/active',
  method: 'get',
  handler: async (req) => {
    const data = await findActiveSite(req.payload, toLocale(req.searchParams?.get('locale')));
    return Response.json({ success: true, data, ...data }, { headers: { 'cache-control': 'no-store' } });
  },
};
