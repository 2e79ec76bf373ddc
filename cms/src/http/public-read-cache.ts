/**
 * A one-second cache of anonymous reads of published content (pages, posts, news, research, FAQ,
 * coins): under a burst of visitors the CMS computes each distinct answer once a second instead of
 * once a request. For one more second an expired answer is served while its successor is computed
 * (stale-while-revalidate), so no visitor waits on an expiry. Editors (a session cookie or an Authorization header) and draft reads always go
 * to Payload. A change made through this process clears the cache before the site is told to
 * refetch (see notify-site.ts), so the site never re-caches a stale answer; a change written by
 * another process (the CLI) shows here within one second.
 */
export type CachedAnswer = { status: number; headers: [string, string][]; body: ArrayBuffer };

const CACHEABLE_PATH = /^\/api\/(pages|posts|news|research|faq|coins)\/?$/;
export const PUBLIC_READ_TTL_MS = 1000;
const MAX_ENTRIES = 500;

/** True for a GET that any visitor could make and that reads published content only. */
export function isCacheablePublicRead(request: Request): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.has('authorization')) return false;
  if (/(^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')) return false;
  const url = new URL(request.url);
  return CACHEABLE_PATH.test(url.pathname) && url.searchParams.get('draft') !== 'true';
}

export function createPublicReadCache(ttlMs = PUBLIC_READ_TTL_MS, maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>();
  // After a change, answers read while it may still be committing are not kept.
  let storeAfter = 0;
  return {
    get(key: string, now = Date.now()): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.expires <= now) return undefined;
      return entry.answer;
    },
    /** An answer past its second but not yet a second older: served while a fresh one is computed. */
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
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { answer, expires: now + ttlMs });
    },
    clear(now = Date.now()): void {
      entries.clear();
      storeAfter = now + ttlMs;
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
  new Response(answer.body.slice(0), { status: answer.status, headers: hit ? [...answer.headers, ['x-bourse-cache', 'hit']] : answer.headers });

/**
 * Serves `request` from the cache, or through `handler` and remembers a 200 answer. Requests that
 * miss while the same answer is being computed wait for it instead of computing it again, so an
 * expiry never turns into a stampede on Payload.
 */
export async function withPublicReadCache(request: Request, handler: () => Promise<Response>): Promise<Response> {
  if (!isCacheablePublicRead(request)) return handler();
  const cache = publicReadCache();
  const key = request.url;
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
  // Just expired: answer with the previous second's copy now, the fresh one lands in the cache.
  if (stale) {
    done.catch(() => {});
    return toResponse(stale, true);
  }
  return toResponse(await done, false);
}
