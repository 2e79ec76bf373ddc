import type { Endpoint, Payload, Where } from 'payload';
import type { Locale } from '../locales';
import { defaultSite, toLocale, toSiteAnswer, type SiteAnswer } from '../site-answer';
import { builtInMenus } from '@bourse/themes/navigation';
import { schemeColoursOf, themeRecordOf } from '../collections/Themes/record';
import { themeConfigSchema, type ThemeConfig, type ThemeId } from '@bourse/themes';

/**
 * The theme record a site names, as the themes package's record, so the site renders the colours,
 * fonts, spacing and radius an editor set, and the colours set for the cabinet's other scheme.
 * `config` is null when there is no such record or it does not pass the schema (a row written
 * around the admin): the site then keeps the theme's shipped values.
 */
async function findTheme(payload: Payload, theme: ThemeId): Promise<{ config: ThemeConfig | null; schemeColors: Record<string, string> }> {
  const { docs } = await payload.find({
    collection: 'themes',
    where: { name: { equals: theme } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  });
  if (!docs[0]) return { config: null, schemeColors: {} };
  const parsed = themeConfigSchema.safeParse(themeRecordOf(docs[0]));
  return { config: parsed.success ? parsed.data : null, schemeColors: schemeColoursOf(docs[0]) };
}

const withTheme = async <T extends { theme: ThemeId }>(payload: Payload, answer: T) => {
  const { config, schemeColors } = await findTheme(payload, answer.theme);
  return { ...answer, themeConfig: config, themeSchemeColors: schemeColors };
};

/** A media record by id (the site record is read at depth 0, so its menus stay as stored). */
async function findImage(payload: Payload, ref: unknown, locale: Locale): Promise<unknown> {
  if (typeof ref === 'object' && ref !== null) return ref;
  if (typeof ref !== 'number' && typeof ref !== 'string') return null;
  return payload.findByID({ collection: 'media', id: ref, depth: 0, locale, overrideAccess: false, disableErrors: true });
}

/** The site visitors see: the active one, else the default one, else the built-in default. */
export async function findActiveSite(payload: Payload, locale: Locale = 'en'): Promise<SiteAnswer> {
  const preference: Where[] = [{ isActive: { equals: true } }, { isDefault: { equals: true } }];
  for (const where of preference) {
    const { docs } = await payload.find({
      collection: 'sites',
      where,
      limit: 1,
      depth: 0,
      locale,
      fallbackLocale: 'en',
      overrideAccess: false,
    });
    if (docs[0]) {
      const answer = toSiteAnswer(docs[0], locale, {
        logo: await findImage(payload, docs[0].logoImage, locale),
        social: await findImage(payload, docs[0].socialImage, locale),
      });
      return withTheme(payload, answer);
    }
  }
  return withTheme(payload, { ...defaultSite, navigation: builtInMenus(locale) });
}

/**
 * GET /api/site/active — the answer `{ success, data }`. Its clients read either
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
