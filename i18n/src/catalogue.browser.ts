/**
 * The catalogue as the browser gets it: the site's build puts this file in place of catalogue.ts
 * for the islands (site/astro.config.mjs, browserCatalogue), so the page's JavaScript carries no
 * texts. The server renders the page language's whole catalogue, already checked and merged over
 * English, into `<script type="application/json" id="bourse-messages">` (site: IslandTexts.astro);
 * messagesFor reads it once. Same exports as catalogue.ts; the checks run on the server and in tests.
 */
import type { Catalogue, Section } from './catalogue';
import { PAGE_MESSAGES_ID, resolveLocale, type MessageLocale } from './languages';

export type { Catalogue, Section };

let embedded: { locale: MessageLocale; catalogue: Catalogue } | undefined;
/** Languages fetched after the page loaded (`loadMessages`), for the islands that speak one. */
const loaded = new Map<MessageLocale, Catalogue>();

function readPage(): { locale: MessageLocale; catalogue: Catalogue } {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_MESSAGES_ID);
  if (!element?.textContent) throw new Error(`this page carries no texts for its islands (no #${PAGE_MESSAGES_ID} element)`);
  return { locale: resolveLocale(element.getAttribute('data-locale') ?? 'en'), catalogue: JSON.parse(element.textContent) as Catalogue };
}

/**
 * The page language's catalogue, or one `loadMessages` fetched. An island asks for the page's
 * language; any other language not loaded first is a mistake in the page, said as such rather than
 * shown in the wrong language.
 *
 * @example messagesFor('ru').spot.buy; // 'Купить' on a Russian page
 */
export function messagesFor(locale: string): Catalogue {
  embedded ??= readPage();
  const wanted = resolveLocale(locale);
  if (wanted === embedded.locale) return embedded.catalogue;
  const other = loaded.get(wanted);
  if (!other) throw new Error(`this page carries the ${embedded.locale} texts, not ${wanted}`);
  return other;
}

/**
 * Fetches another language's texts (a chunk of its own, so a page downloads it only when asked).
 * Its file holds every cabinet section, checked on the server and in tests; a section it leaves to
 * English (zh has no site texts) is taken from the page's own catalogue.
 */
export async function loadMessages(locale: string): Promise<void> {
  embedded ??= readPage();
  const id = resolveLocale(locale);
  if (id === embedded.locale || loaded.has(id)) return;
  const own = ((await import(`./locales/${id}.json`)) as { default: Partial<Catalogue> }).default;
  const page = embedded.catalogue;
  loaded.set(
    id,
    Object.fromEntries(Object.keys(page).map((section) => [section, own[section as Section] ?? page[section as Section]])) as Catalogue,
  );
}

const serverOnly = (name: string) => () => {
  throw new Error(`${name} checks the catalogue files and runs on the server and in tests only`);
};
export const checkLocale = serverOnly('checkLocale');
export const localeSchema = serverOnly('localeSchema');
/** Section lists are the server's (they come from the English file); the browser has no use for them. */
export const SITE_SECTIONS: readonly Section[] = [];
export const CABINET_SECTIONS: readonly Section[] = [];
