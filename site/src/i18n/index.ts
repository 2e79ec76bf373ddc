import type { ChromeLabelKey, Locale } from '@bourse/themes';
import { messagesFor, type Catalogue } from '@bourse/i18n';

/**
 * Every interface text of the public site, one flat key per text, from the shared message
 * catalogue (`site` section), complete in each of the site's languages (en, ru, de, es).
 */
export type Dictionary = Catalogue['site'];
export type MessageKey = keyof Dictionary;

// Compile-time guard: the site's dictionary must carry every label a theme asks for.
type MissingChromeLabels = Exclude<ChromeLabelKey, MessageKey>;
export const chromeLabelsCovered: [MissingChromeLabels] extends [never] ? true : MissingChromeLabels = true;

/** The complete dictionary of a language. */
export function getDictionary(locale: Locale): Dictionary {
  return messagesFor(locale).site;
}

export type Translator = (key: MessageKey) => string;

/**
 * `t` for one language, as middleware puts it on Astro.locals.
 * @example createTranslator('ru')('login') // 'Войти'
 */
export function createTranslator(locale: Locale): Translator {
  const dictionary = getDictionary(locale);
  return (key) => dictionary[key];
}

/**
 * Fills `{name}` placeholders of a translated text.
 * @example fill(t('readingMinutes'), { n: 4 }) // '4 min read'
 */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * The island error fallback's texts, the same keys the server's 500 page shows.
 * @example islandErrorTexts(createTranslator('ru')).title // 'Что-то пошло не так'
 */
export function islandErrorTexts(t: Translator): { title: string; retry: string; reload: string } {
  return { title: t('errorTitle'), retry: t('retry'), reload: t('reloadPage') };
}

/**
 * The cabinet's texts (page titles, island sections) in the page's language.
 * @example cabinetTexts('ru').pages.spot // 'Спот-торговля'
 */
export function cabinetTexts(locale: string): Catalogue {
  return messagesFor(locale);
}
