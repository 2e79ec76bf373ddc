import { defaultLocale, localizePath, locales, splitLocalePath, type Locale } from '@bourse/themes';

export { defaultLocale, isLocale, locales, type Locale } from '@bourse/themes';

/** The slug of the home page; every other slug is its path without the leading slash. */
export const HOME_SLUG = 'home';

export interface LocaleRoute {
  locale: Locale;
  /** 'home', 'terms', 'legal/agreement'. */
  slug: string;
  /** Set when the address is not the canonical one for its language (e.g. `/en/terms`). */
  redirect?: string;
}

/**
 * Reads a request path: English is unprefixed, other languages are prefixed. `/en/...` is not an
 * address of its own; it redirects to the unprefixed page so each page has one URL.
 * @example parseLocalePath('/de/legal/aml') // { locale: 'de', slug: 'legal/aml' }
 * @example parseLocalePath('/') // { locale: 'en', slug: 'home' }
 */
export function parseLocalePath(pathname: string): LocaleRoute {
  if (pathname === `/${defaultLocale}` || pathname.startsWith(`/${defaultLocale}/`)) {
    const rest = pathname.slice(defaultLocale.length + 1) || '/';
    return { ...parseLocalePath(rest), redirect: rest };
  }
  const { locale, rest } = splitLocalePath(pathname);
  const trimmed = rest.replace(/^\/+|\/+$/g, '');
  return { locale, slug: trimmed === '' ? HOME_SLUG : trimmed };
}

/**
 * The address of a page in a language: the inverse of parseLocalePath.
 * @example localizedHref('home', 'ru') // '/ru/'
 * @example localizedHref('terms', 'en') // '/terms'
 */
export function localizedHref(slug: string, locale: Locale): string {
  return localizePath(slug === HOME_SLUG ? '/' : `/${slug}`, locale);
}

export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * `<link rel="alternate" hreflang>` entries for a page: one per language plus x-default (English),
 * absolute as search engines require.
 * @example alternates('terms', 'https://bourse.example')[0] // { hreflang: 'en', href: 'https://bourse.example/terms' }
 */
export function alternates(slug: string, origin: string): Alternate[] {
  const absolute = (locale: Locale) => new URL(localizedHref(slug, locale), origin).href;
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: absolute(locale) })),
    { hreflang: 'x-default' as const, href: absolute(defaultLocale) },
  ];
}

/**
 * Whether a slug can name a CMS page: lowercase words joined by hyphens, in up to four path
 * segments. Anything else is a 404 without asking the CMS, so scanners cannot fill the cache.
 */
export function isPageSlug(slug: string): boolean {
  return slug.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/.test(slug);
}
