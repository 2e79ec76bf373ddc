import { DEFAULT_LOCALE, LANGUAGES, SITE_LOCALES, isSiteLocale, type SiteLocale } from '@bourse/i18n/languages';

/**
 * Languages of the public site, as declared once in @bourse/i18n (languages.ts), in its one order.
 * Every theme component takes a `locale` prop and renders the language switcher; the site, the CMS
 * and the CLI read the same list.
 * @example locales.includes('de') // true
 */
export const locales = SITE_LOCALES;
export type Locale = SiteLocale;

/** English is the default: unprefixed (`/terms`); every other language is prefixed (`/de/terms`). */
export const defaultLocale: Locale = DEFAULT_LOCALE;

/** Names in their own language, in the switcher's order (the languages' one order). */
export const localeNames: ReadonlyArray<{ locale: Locale; name: string }> = LANGUAGES.filter((language) => language.site).map(
  (language) => ({ locale: language.code as Locale, name: language.name }),
);

export const isLocale = isSiteLocale;

/**
 * Splits a URL path into its language and the language-free rest.
 * @example splitLocalePath('/de/legal/aml') // { locale: 'de', rest: '/legal/aml' }
 * @example splitLocalePath('/terms') // { locale: 'en', rest: '/terms' }
 */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } {
  const [, first = '', ...tail] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, rest: `/${tail.join('/')}` };
  }
  return { locale: defaultLocale, rest: pathname.startsWith('/') ? pathname : `/${pathname}` };
}

/**
 * Puts a language-free path into a language.
 * @example localizePath('/', 'ru') // '/ru/'
 * @example localizePath('/terms', 'en') // '/terms'
 */
export function localizePath(rest: string, locale: Locale): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return locale === defaultLocale ? path : `/${locale}${path}`;
}
