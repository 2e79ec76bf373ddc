import { LRUCache } from 'lru-cache';
import type { StoredEncodings } from './page-encoding';
import { isProtectedPath } from './session-paths';

/** Response header that says whether a page came from the HTML cache (`hit`) or was rendered and kept (`miss`). */
export const HTML_CACHE_HEADER = 'x-bourse-html-cache';

/** The one route whose pages are public CMS content: marketing, legal, feeds, 404s. */
export const CACHEABLE_ROUTE = '/[...path]';

export interface PageRequest {
  method: string;
  pathname: string;
  search: string;
  /** Astro's matched route, e.g. '/[...path]' or '/cabinet'. */
  routePattern: string;
  /** A session or refresh cookie came with the request: the page may be this user's own. */
  hasSession: boolean;
}

/**
 * Whether a request may be answered from (and fill) the shared HTML cache: anonymous GETs of the
 * public CMS pages, without a query string (debug unlocks, preview tokens and `next` change the
 * output; skipping them is simpler than knowing which do). Never the cabinet, /crypto, /forex or
 * /clear-cache, which are personal or must run every time.
 * @example isCacheableRequest({ method: 'GET', pathname: '/ru/about', search: '', routePattern: '/[...path]', hasSession: false }) // true
 */
export function isCacheableRequest(request: PageRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.hasSession &&
    request.search === '' &&
    request.routePattern === CACHEABLE_ROUTE &&
    !isProtectedPath(request.pathname) &&
    !isClearCachePath(request.pathname)
  );
}

/**
 * The cache key of a page: origin and path (canonical and footer links fall back to the request's
 * host, so two hosts' copies differ). server.mjs computes it from Node's request the same way.
 * @example pageCacheKey(new URL('http://localhost:4321/ru/about')) // 'http://localhost:4321/ru/about'
 */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** @example isClearCachePath('/de/clear-cache') // true */
export function isClearCachePath(pathname: string): boolean {
  return /^\/(?:(?:ru|de|es|en)\/)?clear-cache\/?$/.test(pathname);
}

/** Only a plain 200 page that sets no cookie and allows storing is the same for every visitor. */
export function isCacheableResponse(status: number, headers: Headers): boolean {
  const cacheControl = headers.get('cache-control') ?? '';
  return (
    status === 200 &&
    !headers.has('set-cookie') &&
    !/\b(?:no-store|private)\b/i.test(cacheControl) &&
    (headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/**
 * A kept page: its headers as sent (security headers included, no coding or length), the rendered
 * bytes, their brotli and gzip copies made once when it was kept, and the ETag of the rendered bytes.
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
  encoded: StoredEncodings;
  etag: string;
}

const pageBytes = (page: CachedPage) => page.body.byteLength + page.encoded.br.byteLength + page.encoded.gzip.byteLength;

export interface HtmlCacheOptions {
  /** The least recently used pages are dropped beyond either bound, so random addresses cannot grow memory. */
  maxEntries: number;
  maxBytes: number;
  now: () => number;
}

interface Entry {
  page: CachedPage;
  /** CMS cache keys the page was rendered from; dropping one of them drops the page. */
  dataKeys: string[];
  expiresAt: number;
}

const covers = (scope: string, key: string) => key === scope || key.startsWith(`${scope}:`);

/**
 * Rendered pages keyed by origin + path, each kept no longer than the freshest CMS data it was
 * built from, and dropped with that data (revalidate webhook) so the two caches never disagree.
 * @example
 * const cache = createHtmlCache({ maxEntries: 500, maxBytes: 32 << 20, now: Date.now });
 * const ticket = cache.begin();
 * cache.store('http://x/about', page, { dataKeys: ['site:active:en', 'page:en:about'], expiresAt, ticket });
 */
export function createHtmlCache(options: HtmlCacheOptions) {
  // lru-cache bounds the pages by count and by bytes, dropping the least recently used first.
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, pageBytes(entry.page)),
  });
  // Bumped by invalidate(): a render that began before it may hold old data and is not kept.
  let generation = 0;

  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (options.now() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return entry.page;
    },

    /** Call before rendering; pass the ticket to store(). */
    begin: (): number => generation,

    store(key: string, page: CachedPage, meta: { dataKeys: string[]; expiresAt: number; ticket: number }): boolean {
      if (meta.ticket !== generation || meta.dataKeys.length === 0 || options.now() >= meta.expiresAt) return false;
      if (pageBytes(page) > options.maxBytes) return false;
      entries.set(key, { page, dataKeys: meta.dataKeys, expiresAt: meta.expiresAt });
      return true;
    },

    /** Drops pages built from any of these CMS keys (or keys below them); none given drops all. */
    invalidate(scopes?: string[]): number {
      generation += 1;
      let count = 0;
      for (const [key, entry] of [...entries.entries()]) {
        if (!scopes || entry.dataKeys.some((dataKey) => scopes.some((scope) => covers(scope, dataKey)))) {
          entries.delete(key);
          count += 1;
        }
      }
      return count;
    },

    size: () => entries.size,
    bytes: () => entries.calculatedSize,
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
