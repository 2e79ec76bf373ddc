import { DEFAULT_LOCALE, LANGUAGES, SITE_LOCALES, type SiteLocale } from '@bourse/i18n/languages';

/**
 * The public site's languages, as declared once in @bourse/i18n (Payload's localization and the
 * database's locale type follow its order); English is the default and the fallback for missing
 * translations.
 */
export const locales = SITE_LOCALES;
export type Locale = SiteLocale;
export const defaultLocale: Locale = DEFAULT_LOCALE;

/** Each language with its own name, as the admin lists them. */
export const localeOptions: Array<{ value: Locale; label: string }> = LANGUAGES.filter((language) => language.site).map((language) => ({
  value: language.code as Locale,
  label: language.name,
}));
