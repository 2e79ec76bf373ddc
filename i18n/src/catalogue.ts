import * as z from 'zod';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import ru from './locales/ru.json';
import zh from './locales/zh.json';
import { LANGUAGES, resolveLocale, type MessageLocale } from './languages';
import { schemaLike } from './schema';

/** Every text of the product in English, the reference every other language is checked against. */
export type Catalogue = typeof en;
export type Section = keyof Catalogue;

/** The public site's texts; the rest of the catalogue belongs to the cabinet and its islands. */
export const SITE_SECTIONS = ['site', 'auth', 'menu'] as const satisfies Section[];
export const CABINET_SECTIONS = (Object.keys(en) as Section[]).filter((section) => !(SITE_SECTIONS as Section[]).includes(section));

type LocaleRule = {
  /** The language's file. */
  messages: unknown;
  /** Sections the language does not translate and reads in English, on purpose. */
  englishSections: readonly Section[];
  /** Sections translated in part, English filling each missing key. */
  partialSections: readonly Section[];
};

/** Each language's file; adding a language is adding its file here and its line in LANGUAGES (languages.ts). */
const FILES = { en, ru, zh, de, es } satisfies Record<MessageLocale, unknown>;

/**
 * What each language translates. Every language translates every key of the sections it speaks
 * itself, so no cabinet or site page mixes in English; a language the site is not served in (zh)
 * has no site texts, so its site sections read English.
 */
const LOCALES = Object.fromEntries(
  LANGUAGES.map((language): [MessageLocale, LocaleRule] => [
    language.code,
    { messages: FILES[language.code], englishSections: language.site ? [] : SITE_SECTIONS, partialSections: [] },
  ]),
) as Record<MessageLocale, LocaleRule>;

/** The schema a language's file must pass: its own sections complete (or partial where allowed), no others. */
export function localeSchema(locale: MessageLocale): z.ZodType {
  const rule: LocaleRule = LOCALES[locale];
  const shape: Record<string, z.ZodType> = {};
  for (const section of Object.keys(en) as Section[]) {
    if (rule.englishSections.includes(section)) continue;
    const schema = schemaLike(en[section], locale);
    shape[section] = rule.partialSections.includes(section) && schema instanceof z.ZodObject ? schema.partial() : schema;
  }
  return z.strictObject(shape);
}

/** The problems of a language's file, each with its key path; empty when the file is sound. */
export function checkLocale(locale: MessageLocale, messages: unknown = LOCALES[locale].messages): z.core.$ZodIssue[] {
  return localeSchema(locale).safeParse(messages).error?.issues ?? [];
}

function mergeOverEnglish(english: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  return { ...english, ...own };
}

const merged = new Map<MessageLocale, Catalogue>();

/**
 * The whole catalogue in one language, English filling exactly what the language's rule says it
 * does not translate. The file is checked on first use: a broken translation throws (and fails the
 * catalogue test) instead of showing a hole on screen.
 *
 * @example messagesFor('ru-RU').spot.buy; // 'Купить'
 */
export function messagesFor(locale: string): Catalogue {
  const id = resolveLocale(locale);
  const known = merged.get(id);
  if (known) return known;
  const rule: LocaleRule = LOCALES[id];
  const own = localeSchema(id).parse(rule.messages) as Record<string, Record<string, unknown>>;
  const catalogue = Object.fromEntries(
    (Object.keys(en) as Section[]).map((section) => [
      section,
      rule.englishSections.includes(section) ? en[section] : mergeOverEnglish(en[section] as Record<string, unknown>, own[section] ?? {}),
    ]),
  ) as Catalogue;
  merged.set(id, catalogue);
  return catalogue;
}

/**
 * Makes a language's texts available to `messagesFor` in a page that was rendered in another one
 * (the browser's catalogue fetches them then); here every language already is.
 * @example await loadMessages('zh'); messagesFor('zh').account.noOpen; // '暂无当前委托'
 */
export async function loadMessages(locale: string): Promise<void> {
  messagesFor(locale);
}
