/**
 * Every language of the product, declared once, in the one order every list shows them: the site's
 * language switcher, the CMS admin's locale tabs (and the database's locale type, created in this
 * order), the cabinet's language setting. `site`: the public site is served in it; zh speaks only
 * in the cabinet. English is the default of every surface and the fallback of every other
 * language: a text a language does not have reads English (`fallback`).
 *
 * @example
 * LANGUAGES.find((language) => language.code === 'de')?.name; // 'Deutsch'
 */
export const LANGUAGES = [
  { code: 'ru', name: 'Русский', site: true, fallback: 'en' },
  { code: 'en', name: 'English', site: true, fallback: null },
  { code: 'de', name: 'Deutsch', site: true, fallback: 'en' },
  { code: 'es', name: 'Español', site: true, fallback: 'en' },
  { code: 'zh', name: '中文', site: false, fallback: 'en' },
] as const;

type Language = (typeof LANGUAGES)[number];
/** A language the catalogue speaks (the cabinet's five). */
export type MessageLocale = Language['code'];
/** A language the public site is served in. */
export type SiteLocale = Extract<Language, { site: true }>['code'];

/** Every language's code, in the one order (a tuple, so `z.enum(MESSAGE_LOCALES)` takes it). */
export const MESSAGE_LOCALES = LANGUAGES.map((language) => language.code) as unknown as readonly [MessageLocale, ...MessageLocale[]];

/** The public site's languages, in the one order (a tuple, so `z.enum(SITE_LOCALES)` takes it). */
export const SITE_LOCALES = LANGUAGES.filter((language) => language.site).map((language) => language.code) as unknown as readonly [
  SiteLocale,
  ...SiteLocale[],
];

/** English: unprefixed on the site (`/terms`), the admin's first language and every language's fallback. */
export const DEFAULT_LOCALE = 'en' satisfies SiteLocale;

/** The name a language has in itself, as switchers list it. */
export function languageName(code: MessageLocale): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/** True for a language the public site is served in. */
export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/** `ru-RU` -> `ru`, `zh-Hans` -> `zh`; an unknown language reads English. */
export function resolveLocale(locale: string): MessageLocale {
  const language = locale.toLowerCase().split('-')[0] ?? DEFAULT_LOCALE;
  return (MESSAGE_LOCALES as readonly string[]).includes(language) ? (language as MessageLocale) : DEFAULT_LOCALE;
}

/** The id of the page element that carries the page language's catalogue to the islands (see catalogue.browser.ts). */
export const PAGE_MESSAGES_ID = 'bourse-messages';
