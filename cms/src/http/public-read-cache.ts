/**
 * A one-second cache of anonymous reads of published content (pages, posts, news, research, FAQ,
 * coins): under a burst of visitors the CMS computes each distinct answer once a second instead of
 * once a request. Editors (a session cookie or an Authorization header) and draft reads always go
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
      if (!entry) return undefined;
      if (entry.expires <= now) {
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

/** Serves `request` from the cache, or through `handler` and remembers a 200 answer. */
export async function withPublicReadCache(request: Request, handler: () => Promise<Response>): Promise<Response> {
  if (!isCacheablePublicRead(request)) return handler();
  const cache = publicReadCache();
  const hit = cache.get(request.url);
  if (hit) return new Response(hit.body.slice(0), { status: hit.status, headers: [...hit.headers, ['x-bourse-cache', 'hit']] });
  const response = await handler();
  if (response.status !== 200) return response;
  const answer: CachedAnswer = { status: 200, headers: [...response.headers.entries()], body: await response.arrayBuffer() };
  cache.set(request.url, answer);
  return new Response(answer.body.slice(0), { status: 200, headers: answer.headers });
}
