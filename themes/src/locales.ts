/**
 * Languages of the public site. They live here, beside the themes, because every theme component
 * takes a `locale` prop and renders the language switcher; the site, the CMS (Payload
 * localization) and the CLI import the same list.
 * @example locales.includes('de') // true
 */
export const locales = ['en', 'ru', 'de', 'es'] as const;
export type Locale = (typeof locales)[number];

/** English is the default: unprefixed (`/terms`); every other language is prefixed (`/de/terms`). */
export const defaultLocale: Locale = 'en';

/** Names in their own language, in the switcher's order. */
export const localeNames: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

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
