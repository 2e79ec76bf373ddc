import { LRUCache } from 'lru-cache';
import { storeAnswer, wireAnswer, type AnswerRequest, type StoredAnswer, type WireAnswer } from './read-answer.ts';

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
 * Answers are kept with their compressed copies (read-answer.ts); cms/server.ts answers hits
 * before Next runs.
 */
export type CachedAnswer = StoredAnswer;

const CACHEABLE_PATH = /^\/api\/(pages|posts|news|research|faq|coins)\/?$/;
export const PUBLIC_READ_TTL_MS = 10_000;
/** After a change, answers computed this soon may have read the old rows: they are not kept. */
const SETTLE_MS = 1000;
const MAX_ENTRIES = 500;

/** What decides whether a request may be answered from the cache, from a Fetch or a Node request. */
export type ReadRequest = { method?: string; url?: string; authorization?: string | null; cookie?: string | null; origin?: string | null };

/**
 * The cache key (path and query) of a GET that any visitor could make and that reads published
 * content only; undefined for everything else (editors, drafts, writes, other collections). The
 * query is written out in one form: Next hands the route `where%5Bslug%5D` where the client sent
 * `where[slug]`, and both must find the same answer.
 * @example publicReadKey({ method: 'GET', url: '/api/pages?where[slug][equals]=home' }) // '/api/pages?where%5Bslug%5D%5Bequals%5D=home'
 */
export function publicReadKey(request: ReadRequest): string | undefined {
  if (request.method !== 'GET' || !request.url) return undefined;
  if (request.authorization) return undefined;
  if (/(^|;\s*)payload-token=/.test(request.cookie ?? '')) return undefined;
  const url = new URL(request.url, 'http://cms');
  if (!CACHEABLE_PATH.test(url.pathname) || url.searchParams.get('draft') === 'true') return undefined;
  const query = url.searchParams.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

const fromFetch = (request: Request): ReadRequest => ({
  method: request.method,
  url: request.url,
  authorization: request.headers.get('authorization'),
  cookie: request.headers.get('cookie'),
  origin: request.headers.get('origin'),
});

/** True for a GET that any visitor could make and that reads published content only. */
export const isCacheablePublicRead = (request: Request): boolean => publicReadKey(fromFetch(request)) !== undefined;

export function createPublicReadCache(ttlMs = PUBLIC_READ_TTL_MS, maxEntries = MAX_ENTRIES) {
  const entries = new LRUCache<string, { answer: CachedAnswer; expires: number }>({ max: maxEntries });
  // After a change, answers read while it may still be committing are not kept.
  let storeAfter = 0;
  // Answers being computed, per key: later requests for the key wait for it (or take the stale copy).
  const computing = new Map<string, Promise<CachedAnswer>>();
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
    computing: (key: string): Promise<CachedAnswer> | undefined => computing.get(key),
    /** Records `work` as the key's computation until it settles. */
    compute(key: string, work: Promise<CachedAnswer>): Promise<CachedAnswer> {
      computing.set(key, work);
      const done = work.finally(() => computing.delete(key));
      done.catch(() => {});
      return done;
    },
  };
}

type PublicReadCache = ReturnType<typeof createPublicReadCache>;
const holder = globalThis as typeof globalThis & { __bourseReadCache?: PublicReadCache };

/** One cache per process, shared by cms/server.ts, the REST route and the change hooks (Next loads them apart). */
export function publicReadCache(): PublicReadCache {
  holder.__bourseReadCache ??= createPublicReadCache();
  return holder.__bourseReadCache;
}

/**
 * Serves `request` from the cache, or through `handler` and remembers a 200 answer. Requests that
 * miss while the same answer is being computed wait for it instead of computing it again, so an
 * expiry never turns into a stampede on Payload.
 */
export async function withPublicReadCache(
  request: Request,
  handler: () => Promise<Response>,
  allowedOrigins: readonly string[],
): Promise<Response> {
  const read = fromFetch(request);
  const key = publicReadKey(read);
  if (key === undefined) return handler();
  // Through Next the answer leaves as it is, with no length: Next compresses it (a coded body would
  // be coded twice, and with a Content-Length it was: the client got gzip inside gzip).
  const toResponse = (answer: CachedAnswer, hit: boolean) => {
    const wire = wireAnswer(answer, { origin: read.origin }, allowedOrigins, hit);
    const headers = wire.headers.filter(([name]) => name !== 'content-length');
    return new Response(wire.body as Uint8Array<ArrayBuffer>, { status: wire.status, headers });
  };
  const cache = publicReadCache();
  const hit = cache.get(key);
  if (hit) return toResponse(hit, true);
  const inFlight = cache.computing(key);
  const stale = cache.getStale(key);
  if (inFlight) return toResponse(stale ?? (await inFlight), true);
  const done = cache.compute(
    key,
    handler().then(async (response) => {
      const answer = await storeAnswer(response);
      if (answer.status === 200) cache.set(key, answer);
      return answer;
    }),
  );
  // Just expired: answer with the previous copy now, the fresh one lands in the cache.
  if (stale) return toResponse(stale, true);
  return toResponse(await done, false);
}

/**
 * A kept answer for a plain Node request, or undefined. cms/server.ts answers with it before Next's
 * router runs (a hit through Next costs ~5 ms of CPU, straight from memory a few microseconds):
 * fresh answers, and expired ones whose successor is already being computed. An expired answer
 * nobody is computing yet goes on to the route, which starts the computation and answers with the
 * stale copy meanwhile (withPublicReadCache).
 */
export function publicAnswer(
  request: ReadRequest & AnswerRequest,
  allowedOrigins: readonly string[],
  now = Date.now(),
): WireAnswer | undefined {
  const key = publicReadKey(request);
  if (key === undefined) return undefined;
  const cache = publicReadCache();
  const answer = cache.get(key, now) ?? (cache.computing(key) ? cache.getStale(key, now) : undefined);
  return answer && wireAnswer(answer, request, allowedOrigins, true);
}
