import { defaultThemeId, marketingPages, type ThemeId } from '@bourse/themes';

const marketing = new Set<string>(marketingPages);
// Detail pages of the blog, news and research lists belong to those marketing pages.
const marketingPrefixes = ['blog/', 'news/', 'research/', 'legal/'];

/** Whether a slug is one of the marketing pages, which always keep the site's theme. */
export function isMarketingPage(slug: string): boolean {
  return marketing.has(slug) || marketingPrefixes.some((prefix) => slug.startsWith(prefix));
}

/**
 * The theme a page is drawn in. Marketing routes keep the active site's theme; on other
 * pages a signed-in user's theme is cleared, i.e. the product's own default look.
 * @example pageTheme('earn', 'simple', true) // 'exchange'
 * @example pageTheme('about', 'simple', true) // 'simple'
 */
export function pageTheme(slug: string, siteTheme: ThemeId, loggedIn: boolean): ThemeId {
  if (!loggedIn || isMarketingPage(slug)) return siteTheme;
  return defaultThemeId;
}
