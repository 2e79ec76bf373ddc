import type { Locale } from '@bourse/themes';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ru from './ru.json';
import { dictionarySchema, partialDictionarySchema, type Dictionary, type MessageKey } from './schema';

export type { Dictionary, MessageKey } from './schema';

const english = dictionarySchema.parse(en);

// Parsed once at start-up: a broken translation file stops the server (and the tests) at once.
const dictionaries: Record<Locale, Dictionary> = {
  en: english,
  ru: dictionarySchema.parse(ru),
  de: { ...english, ...partialDictionarySchema.parse(de) },
  es: { ...english, ...partialDictionarySchema.parse(es) },
};

/** The complete dictionary of a language, English filling any key it lacks. */
export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
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
