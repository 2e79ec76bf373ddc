/**
 * The catalogue as the browser gets it: the site's build puts this file in place of catalogue.ts
 * for the islands (site/astro.config.mjs, browserCatalogue), so the page's JavaScript carries no
 * texts. The server renders the page language's whole catalogue, already checked and merged over
 * English, into `<script type="application/json" id="bourse-messages">` (site: IslandTexts.astro);
 * messagesFor reads it once. Same exports as catalogue.ts; the checks run on the server and in tests.
 */
import type { Catalogue, Section } from './catalogue';
import { PAGE_MESSAGES_ID, resolveLocale, type MessageLocale } from './locales';

export { MESSAGE_LOCALES, resolveLocale, type MessageLocale } from './locales';
export type { Catalogue, Section };

let embedded: { locale: MessageLocale; catalogue: Catalogue } | undefined;

function readPage(): { locale: MessageLocale; catalogue: Catalogue } {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_MESSAGES_ID);
  if (!element?.textContent) throw new Error(`this page carries no texts for its islands (no #${PAGE_MESSAGES_ID} element)`);
  return { locale: resolveLocale(element.getAttribute('data-locale') ?? 'en'), catalogue: JSON.parse(element.textContent) as Catalogue };
}

/**
 * The page language's catalogue. An island asks for the page's language; another language is a
 * mistake in the page, said as such rather than shown in the wrong language.
 *
 * @example messagesFor('ru').spot.buy; // 'Купить' on a Russian page
 */
export function messagesFor(locale: string): Catalogue {
  embedded ??= readPage();
  const wanted = resolveLocale(locale);
  if (wanted !== embedded.locale) throw new Error(`this page carries the ${embedded.locale} texts, not ${wanted}`);
  return embedded.catalogue;
}

const serverOnly = (name: string) => () => {
  throw new Error(`${name} checks the catalogue files and runs on the server and in tests only`);
};
export const checkLocale = serverOnly('checkLocale');
export const localeSchema = serverOnly('localeSchema');
/** Section lists are the server's (they come from the English file); the browser has no use for them. */
export const SITE_SECTIONS: readonly Section[] = [];
export const CABINET_SECTIONS: readonly Section[] = [];
