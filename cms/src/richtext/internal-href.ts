import { locales, defaultLocale } from '../locales';

/** Collections an editor may link to from rich text, and the site route each one lives under. */
export const LINKABLE_COLLECTIONS = ['pages', 'posts', 'news', 'research'] as const;
type Linkable = (typeof LINKABLE_COLLECTIONS)[number];
const ROUTE_PREFIX: Record<Linkable, string> = { pages: '', posts: '/blog', news: '/news', research: '/research' };

/**
 * The site path of a linked document in one language: English is unprefixed, the others live
 * under `/<locale>`; the home page's slug is `home` and its path the language's root. A document
 * without a usable slug (deleted, unpublished, not readable) links nowhere rather than to a guess.
 * @example sitePathOf('posts', 'btc-outlook', 'ru') // '/ru/blog/btc-outlook'
 */
export function sitePathOf(collection: string, slug: unknown, locale: string | undefined): string | null {
  if (!(LINKABLE_COLLECTIONS as readonly string[]).includes(collection)) return null;
  if (typeof slug !== 'string' || !/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(slug)) return null;
  const language = (locales as readonly string[]).includes(locale ?? '') ? locale : defaultLocale;
  const prefix = language === defaultLocale ? '' : `/${language}`;
  const route = collection === 'pages' && slug === 'home' ? '' : `${ROUTE_PREFIX[collection as Linkable]}/${slug}`;
  return `${prefix}${route}` || '/';
}
