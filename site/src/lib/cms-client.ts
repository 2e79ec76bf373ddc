import { coinInfoSchema, type CoinInfo } from '@bourse/terminal/api';
import { articleImageSchema, responsiveImage } from './article-image';

/** A coin's logo as the site answers it; the info view may draw it beside the coin's name. */
export type CoinLogo = { src: string; srcset: string; width: number; height: number; alt: string };
export type CoinWithLogo = CoinInfo & { logo?: CoinLogo };
import type { Locale } from '@bourse/themes';
import type { FaqCategory, FeedSource } from './blocks-schema';
import { parseFaqResponse, parseFeedResponse, type FaqEntry, type FeedEntry } from './collections-schema';
import { defaultSite, parsePagesResponse, siteResponseSchema, type Page, type Site } from './cms-schema';
import { createTtlCache } from './ttl-cache';

/** Site configuration is cached for 5 minutes. Pages share the rule. */
export const CMS_CACHE_TTL_MS = 300_000;

export interface CmsClientOptions {
  /** Server-to-server CMS address, e.g. http://127.0.0.1:3001. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  ttlMs?: number;
  timeoutMs?: number;
  /** After a failure, answer from the fallback this long before trying the CMS again. */
  retryAfterFailureMs?: number;
  maxEntries?: number;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Told every cache key a lookup reads, so the HTML cache knows what a page was built from. */
  onRead?: (key: string) => void;
}

/** A page lookup: `missing` is the CMS saying no; `unavailable` is the CMS not answering. */
export type PageLookup = { status: 'found'; page: Page } | { status: 'missing' } | { status: 'unavailable' };

/** Cache keys, hierarchical so `invalidate('page')` drops every page. */
export const cacheKeys = {
  site: 'site:active',
  siteIn: (locale: Locale) => `site:active:${locale}`,
  page: (locale: Locale, slug: string) => `page:${locale}:${slug}`,
  list: (name: string, locale: Locale, query: string) => `list:${name}:${locale}:${query}`,
};

/** A list from the CMS: `unavailable` means the CMS did not answer and no copy was kept. */
export type ListLookup<T> = { status: 'found'; items: T[] } | { status: 'unavailable' };

/**
 * Reads the CMS REST API for the site's server. Every answer is cached per key for the TTL; when
 * the CMS fails, the last good copy is served, and the default site if there never was one.
 * Nothing here throws: a CMS outage must not become a 500 page.
 * @example
 * const cms = createCmsClient({ baseUrl: 'http://127.0.0.1:3001' });
 * const site = await cms.getActiveSite(); // site.theme: 'exchange' | 'dark-brand' | 'simple'
 */
export function createCmsClient(options: CmsClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const log = options.log ?? console;
  const timeoutMs = options.timeoutMs ?? 4000;
  const cache = createTtlCache({
    ttlMs: options.ttlMs ?? CMS_CACHE_TTL_MS,
    retryAfterFailureMs: options.retryAfterFailureMs ?? 5000,
    maxEntries: options.maxEntries ?? 500,
    now: options.now ?? Date.now,
  });

  function read<T>(key: string, loader: () => Promise<T>) {
    options.onRead?.(key);
    return cache.get(key, loader);
  }

  async function getJson(path: string): Promise<unknown> {
    const url = new URL(path, options.baseUrl);
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url.pathname}`);
    return response.json();
  }

  /** The active site; its navigation comes in the visitor's language (English fills gaps). */
  async function getActiveSite(locale: Locale = 'en'): Promise<Site> {
    const query = new URLSearchParams({ locale, 'fallback-locale': 'en' });
    const result = await read(
      cacheKeys.siteIn(locale),
      async () => siteResponseSchema.parse(await getJson(`/api/site/active?${query}`)).data,
    );
    if (result.source === 'fresh' || result.source === 'cached') return result.value;
    if (result.justFailed) log.error('Failed to load site data', describe(result.error));
    return result.source === 'stale' ? result.value : defaultSite;
  }

  async function getPage(slug: string, locale: Locale): Promise<PageLookup> {
    const query = new URLSearchParams({
      'where[slug][equals]': slug,
      locale,
      'fallback-locale': 'en',
      depth: '1',
      limit: '1',
    });
    const result = await read(cacheKeys.page(locale, slug), async () => {
      const { page, skipped } = parsePagesResponse(await getJson(`/api/pages?${query}`));
      if (skipped.length > 0) log.warn(`Page "${slug}" (${locale}): skipped unknown blocks: ${skipped.join(', ')}`);
      return page;
    });
    if ((result.source === 'stale' || result.source === 'none') && result.justFailed) {
      log.error(`Failed to load page "${slug}" (${locale})`, describe(result.error));
    }
    if (result.source === 'none') return { status: 'unavailable' };
    return result.value ? { status: 'found', page: result.value } : { status: 'missing' };
  }

  async function getList<T>(
    name: string,
    path: string,
    params: Record<string, string>,
    locale: Locale,
    parse: (body: unknown) => T[],
  ): Promise<ListLookup<T>> {
    const query = new URLSearchParams({ ...params, locale, 'fallback-locale': 'en', depth: '1' });
    const result = await read(cacheKeys.list(name, locale, query.toString()), async () => parse(await getJson(`${path}?${query}`)));
    if ((result.source === 'stale' || result.source === 'none') && result.justFailed) {
      log.error(`Failed to load ${name} (${locale})`, describe(result.error));
    }
    return result.source === 'none' ? { status: 'unavailable' } : { status: 'found', items: result.value };
  }

  /** FAQ entries of one category, or all of them. */
  function getFaq(locale: Locale, category?: FaqCategory): Promise<ListLookup<FaqEntry>> {
    const params: Record<string, string> = { limit: '100', sort: 'createdAt' };
    if (category) params['where[category][equals]'] = category;
    return getList('faq', '/api/faq', params, locale, parseFaqResponse);
  }

  /**
   * The ids of a feed query's entries that have a title of their own in `locale` (read without the
   * English fallback): the others are shown in English. Every entry is its own in English.
   */
  async function ownLanguageIds(source: FeedSource, params: Record<string, string>, locale: Locale): Promise<Set<string> | null> {
    if (locale === 'en') return null;
    const query = new URLSearchParams({ ...params, locale, 'fallback-locale': 'none', depth: '0', 'select[title]': 'true' });
    const result = await read(cacheKeys.list(`${source}-own`, locale, query.toString()), async () => {
      const docs = ((await getJson(`/api/${source}?${query}`)) as { docs?: Array<{ id?: unknown; title?: unknown }> }).docs ?? [];
      return docs.filter((doc) => typeof doc.title === 'string' && doc.title.trim() !== '').map((doc) => String(doc.id));
    });
    return result.source === 'none' ? null : new Set(result.value);
  }

  /** Entries marked `inEnglish` where they have no title of their own in `locale`. */
  async function markEnglish(source: FeedSource, params: Record<string, string>, locale: Locale, entries: FeedEntry[]) {
    const own = await ownLanguageIds(source, params, locale);
    return own ? entries.map((entry) => (own.has(entry.id) ? entry : { ...entry, inEnglish: true })) : entries;
  }

  /** The newest entries of a feed (posts, news, research) published in `locale`. */
  async function getFeed(source: FeedSource, locale: Locale, limit = 10): Promise<ListLookup<FeedEntry>> {
    const params = { sort: '-publishedAt', limit: String(limit) };
    const lookup = await getList(source, `/api/${source}`, params, locale, (body) => {
      const { entries, skipped } = parseFeedResponse(source, body);
      if (skipped > 0) log.warn(`Feed "${source}" (${locale}): skipped ${skipped} malformed entries`);
      return entries;
    });
    return lookup.status === 'found' ? { status: 'found', items: await markEnglish(source, params, locale, lookup.items) } : lookup;
  }

  /**
   * One entry of a feed by slug, for its detail page. An entry published only in English still
   * opens at its address in another language (a reader switching language lands on it), in English
   * and marked so; it is left out of that language's lists.
   */
  async function getEntry(
    source: FeedSource,
    slug: string,
    locale: Locale,
  ): Promise<{ status: 'found'; entry: FeedEntry } | { status: 'missing' } | { status: 'unavailable' }> {
    const params = { 'where[slug][equals]': slug, limit: '1' };
    const lookupIn = (language: Locale) =>
      getList(`${source}-entry`, `/api/${source}`, params, language, (body) => parseFeedResponse(source, body).entries);
    const lookup = await lookupIn(locale);
    if (lookup.status === 'unavailable') return lookup;
    const found = lookup.items[0];
    if (found) return { status: 'found', entry: (await markEnglish(source, params, locale, [found]))[0]! };
    if (locale === 'en') return { status: 'missing' };
    const english = await lookupIn('en');
    if (english.status === 'unavailable') return english;
    return english.items[0] ? { status: 'found', entry: { ...english.items[0], inEnglish: true } } : { status: 'missing' };
  }

  /** The coin's logo from the media library (its copies as a srcset), when it has one. */
  const logoOf = (doc: unknown): { logo?: CoinLogo } => {
    const image = responsiveImage(articleImageSchema.parse((doc as { logo?: unknown }).logo ?? null));
    return image ? { logo: { src: image.src, srcset: image.srcset, width: image.width, height: image.height, alt: image.alt } } : {};
  };

  /**
   * One coin's record for the terminal's info view (with its logo beside the fields the view reads); records that fail the coin schema are left
   * out (logged), so the view says "no information" instead of showing a broken figure.
   */
  async function getCoin(
    symbol: string,
    locale: Locale,
  ): Promise<{ status: 'found'; coin: CoinWithLogo } | { status: 'missing' } | { status: 'unavailable' }> {
    const lookup = await getList('coin', '/api/coins', { 'where[symbol][equals]': symbol, limit: '1' }, locale, (body) => {
      const docs = (body as { docs?: unknown[] }).docs ?? [];
      return docs.flatMap((doc) => {
        const parsed = coinInfoSchema.safeParse(doc);
        if (!parsed.success) log.warn(`Coin "${symbol}" (${locale}): skipped a malformed record`);
        return parsed.success ? [{ ...parsed.data, ...logoOf(doc) }] : [];
      });
    });
    if (lookup.status === 'unavailable') return lookup;
    const coin = lookup.items[0];
    return coin ? { status: 'found', coin } : { status: 'missing' };
  }

  /**
   * Every coin's logo address by symbol, in one read (the spot terminal's pairs list may show any
   * coin); coins without a usable logo are left out. Logos are not translated, so one English copy
   * serves every language.
   */
  async function getCoinLogos(): Promise<ListLookup<{ symbol: string; src: string }>> {
    const params = { 'where[logo][exists]': 'true', 'select[symbol]': 'true', 'select[logo]': 'true', limit: '500' };
    return getList('coin-logos', '/api/coins', params, 'en', (body) =>
      ((body as { docs?: unknown[] }).docs ?? []).flatMap((doc) => {
        const symbol = (doc as { symbol?: unknown }).symbol;
        const src = logoOf(doc).logo?.src;
        return typeof symbol === 'string' && src ? [{ symbol, src }] : [];
      }),
    );
  }

  return {
    getActiveSite,
    getPage,
    getCoin,
    getCoinLogos,
    getFaq,
    getFeed,
    getEntry,
    /** Drops cached copies (all, or one key and the keys below it); the next read asks the CMS. */
    invalidate: (key?: string) => cache.invalidate(key),
    /** The earliest moment one of these keys goes stale; undefined if one is not fresh now. */
    freshUntil(keys: Iterable<string>): number | undefined {
      let until = Number.POSITIVE_INFINITY;
      for (const key of keys) {
        const expiry = cache.freshUntil(key);
        if (expiry === undefined) return undefined;
        until = Math.min(until, expiry);
      }
      return Number.isFinite(until) ? until : undefined;
    },
  };
}

export type CmsClient = ReturnType<typeof createCmsClient>;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
