// The zod-free door: this file runs in the browser, where every byte counts.
import { isLocale, type Locale } from '@bourse/themes/locales';

/** The choice is stored locally under `language`. */
export const LANGUAGE_KEY = 'language';

export interface LanguageContext {
  /** The language of the URL the visitor opened (English when unprefixed). */
  pathLocale: Locale;
  /** Whether the URL named its language (`/ru/...`): an explicit address is always honoured. */
  prefixed: boolean;
  saved: string | null;
  browserLanguages: readonly string[];
  /** Whether the page exists in every language (the cabinet and terminals have one address). */
  localizable: boolean;
}

/** The trader's app routes have no `/ru/...` twin, so a language preference must not move them. */
export function isLocalizablePath(pathname: string): boolean {
  return !/^\/(cabinet|crypto|forex)(\/|$)/.test(pathname);
}

/**
 * Where an unprefixed visit should go: the saved choice, else Russian for a Russian browser, else
 * English. Returns the language to switch to, or null to stay.
 * @example preferredLocale({ pathLocale: 'en', prefixed: false, saved: null, browserLanguages: ['ru-RU'] }) // 'ru'
 */
export function preferredLocale(context: LanguageContext): Locale | null {
  if (context.prefixed || !context.localizable) return null;
  const wanted: Locale = isLocale(context.saved)
    ? context.saved
    : context.browserLanguages[0]?.toLowerCase().startsWith('ru')
      ? 'ru'
      : 'en';
  return wanted === context.pathLocale ? null : wanted;
}
