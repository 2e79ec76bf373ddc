import { LRUCache } from 'lru-cache';

/**
 * A cache of anonymous reads of published content (pages, posts, news, research, FAQ, coins):
 * under a burst of visitors the CMS computes each distinct answer once per TTL instead of once a
 * request (Payload spends ~20 ms on one page read; a 2-core machine would saturate near 50 req/s).
 * Every change clears it (this process's hooks directly, the CLI through POST /api/read-cache/clear,
 * see notify-site.ts), so the TTL is only a safety net for writes nobody announced (another CMS
 * instance, a hand edit of the database). For one more TTL an expired answer is served while its
 * successor is computed (stale-while-revalidate), so no visitor waits on an expiry. Editors (a
 * session cookie or an Authorization header) and draft reads always go to Payload. lru-cache holds
 * the answers and bounds their number; the two-step expiry (fresh, then stale) is kept here.
 */
export type CachedAnswer = { status: number; headers: [string, string][]; body: ArrayBuffer };

const CACHEABLE_PATH = /^\/api\/(pages|posts|news|research|faq|coins)\/?$/;
export const PUBLIC_READ_TTL_MS = 10_000;
/** After a change, answers computed this soon may have read the old rows: they are not kept. */
const SETTLE_MS = 1000;
const MAX_ENTRIES = 500;

/** What decides whether a request may be answered from the cache, from a Fetch or a Node request. */
export type ReadRequest = { method?: string; url?: string; authorization?: string | null; cookie?: string | null };

/**
 * The cache key (path and query) of a GET that any visitor could make and that reads published
 * content only; undefined for everything else (editors, drafts, writes, other collections).
 */
export function publicReadKey(request: ReadRequest): string | undefined {
  if (request.method !== 'GET' || !request.url) return undefined;
  if (request.authorization) return undefined;
  if (/(^|;\s*)payload-token=/.test(request.cookie ?? '')) return undefined;
  const url = new URL(request.url, 'http://cms');
  if (!CACHEABLE_PATH.test(url.pathname) || url.searchParams.get('draft') === 'true') return undefined;
  return url.pathname + url.search;
}

const fromFetch = (request: Request): ReadRequest => ({
  method: request.method,
  url: request.url,
  authorization: request.headers.get('authorization'),
  cookie: request.headers.get('cookie'),
});

/** True for a GET that any visitor could make and that reads published content only. */
export const isCacheablePublicRead = (request: Request): boolean => publicReadKey(fromFetch(request)) !== undefined;

export function createPublicReadCache(ttlMs = PUBLIC_READ_TTL_MS, maxEntries = MAX_ENTRIES) {
  const entries = new LRUCache<string, { answer: CachedAnswer; expires: number }>({ max: maxEntries });
  // After a change, answers read while it may still be committing are not kept.
  let storeAfter = 0;
  return {
    get(key: string, now = Date.now()): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.expires <= now) return undefined;
      return entry.answer;
    },
    /** An answer past its TTL but not yet another TTL older: served while a fresh one is computed. */
    getStale(key: string, now = Date.now()): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires + ttlMs <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.answer;
    },
    set(key: string, answer: CachedAnswer, now = Date.now()): void {
      if (now < storeAfter) return;
      entries.set(key, { answer, expires: now + ttlMs });
    },
    clear(now = Date.now()): void {
      entries.clear();
      storeAfter = now + SETTLE_MS;
    },
  };
}

type PublicReadCache = ReturnType<typeof createPublicReadCache>;
const holder = globalThis as typeof globalThis & { __bourseReadCache?: PublicReadCache };

/** One cache per process, shared by the REST route and the change hooks (Next may load both apart). */
export function publicReadCache(): PublicReadCache {
  holder.__bourseReadCache ??= createPublicReadCache();
  return holder.__bourseReadCache;
}

const pending = new Map<string, Promise<CachedAnswer>>();

const toResponse = (answer: CachedAnswer, hit: boolean) =>
  new Response(answer.body.slice(0), {
    status: answer.status,
    headers: hit ? [...answer.headers, ['x-bourse-cache', 'hit']] : answer.headers,
  });

/**
 * Serves `request` from the cache, or through `handler` and remembers a 200 answer. Requests that
 * miss while the same answer is being computed wait for it instead of computing it again, so an
 * expiry never turns into a stampede on Payload.
 */
export async function withPublicReadCache(request: Request, handler: () => Promise<Response>): Promise<Response> {
  const key = publicReadKey(fromFetch(request));
  if (key === undefined) return handler();
  const cache = publicReadCache();
  const hit = cache.get(key);
  if (hit) return toResponse(hit, true);
  const inFlight = pending.get(key);
  const stale = cache.getStale(key);
  if (inFlight) return toResponse(stale ?? (await inFlight), true);
  const computing = handler().then(async (response) => {
    const answer: CachedAnswer = { status: response.status, headers: [...response.headers.entries()], body: await response.arrayBuffer() };
    if (answer.status === 200) cache.set(key, answer);
    return answer;
  });
  pending.set(key, computing);
  const done = computing.finally(() => pending.delete(key));
  // Just expired: answer with the previous copy now, the fresh one lands in the cache.
  if (stale) {
    done.catch(() => {});
    return toResponse(stale, true);
  }
  return toResponse(await done, false);
}

/**
 * A fresh cached answer for a plain Node request, or undefined. cms/server.ts answers hits with it
 * before Next's router runs (a hit through Next costs ~5 ms of CPU, straight from memory ~0.1 ms);
 * misses and expired answers go on to the route, which computes them once (withPublicReadCache).
 */
export function freshPublicAnswer(request: ReadRequest): CachedAnswer | undefined {
  const key = publicReadKey(request);
  return key === undefined ? undefined : publicReadCache().get(key);
}
