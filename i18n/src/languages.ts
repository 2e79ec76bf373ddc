/**
 * The catalogue's languages and how a requested language maps to one of them, without any texts:
 * shared by the full catalogue (catalogue.ts: server, tests) and the browser's (catalogue.browser.ts),
 * which reads only the page's own language from the page.
 */
export const MESSAGE_LOCALES = ['en', 'ru', 'zh', 'de', 'es'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** `ru-RU` -> `ru`, `zh-Hans` -> `zh`; an unknown language reads English. */
export function resolveLocale(locale: string): MessageLocale {
  const language = locale.toLowerCase().split('-')[0] ?? 'en';
  return (MESSAGE_LOCALES as readonly string[]).includes(language) ? (language as MessageLocale) : 'en';
}

/** The id of the page element that carries the page language's catalogue to the islands (see catalogue.browser.ts). */
export const PAGE_MESSAGES_ID = 'bourse-messages';
