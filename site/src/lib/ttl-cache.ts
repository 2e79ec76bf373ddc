import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  ttlMs: number;
  /** After a failed load, how long to answer from the fallback before asking the source again. */
  retryAfterFailureMs: number;
  now: () => number;
  /** Least recently used keys are dropped beyond this, so random URLs cannot grow memory without bound. */
  maxEntries: number;
}

export type CacheResult<T> =
  | { source: 'fresh'; value: T }
  | { source: 'cached'; value: T }
  | { source: 'stale'; value: T; error: unknown; justFailed: boolean }
  | { source: 'none'; error: unknown; justFailed: boolean };

interface Entry {
  value?: { data: unknown };
  expiresAt: number;
  lastError?: unknown;
}

/**
 * A per-key cache that keeps the last good value after it expires, so a failing source can still
 * be answered from it. Concurrent misses of one key share one load (no stampede when the CMS
 * copy expires under traffic). lru-cache holds the entries and bounds their number; the expiry is
 * kept here rather than as lru-cache's `ttl`, because an expired entry must stay as that fallback.
 * @example
 * const cache = createTtlCache({ ttlMs: 300_000, retryAfterFailureMs: 5000, maxEntries: 500, now: Date.now });
 * const result = await cache.get('site:active', loadSite); // { value, source: 'fresh' } or a fallback
 * `justFailed` is true only for the call that saw the source fail, so callers log once per failure.
 */
export function createTtlCache(options: TtlCacheOptions) {
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries });
  const loading = new Map<string, Promise<CacheResult<unknown>>>();
  // Bumped by invalidate(): a load that started before it may carry the old content, so its
  // result is kept only as a fallback, never as fresh.
  let generation = 0;

  async function load<T>(key: string, loader: () => Promise<T>): Promise<CacheResult<T>> {
    const previous = entries.get(key);
    const startedIn = generation;
    try {
      const data = await loader();
      const current = startedIn === generation;
      entries.set(key, { value: { data }, expiresAt: current ? options.now() + options.ttlMs : 0 });
      return { source: 'fresh', value: data };
    } catch (error) {
      entries.set(key, { value: previous?.value, expiresAt: options.now() + options.retryAfterFailureMs, lastError: error });
      return previous?.value
        ? { source: 'stale', value: previous.value.data as T, error, justFailed: true }
        : { source: 'none', error, justFailed: true };
    }
  }

  return {
    async get<T>(key: string, loader: () => Promise<T>): Promise<CacheResult<T>> {
      const entry = entries.get(key);
      if (entry && options.now() < entry.expiresAt) {
        if (entry.lastError === undefined) return { source: 'cached', value: entry.value!.data as T };
        // Inside the retry pause after a failure: answer from the fallback without waiting on the source.
        return entry.value
          ? { source: 'stale', value: entry.value.data as T, error: entry.lastError, justFailed: false }
          : { source: 'none', error: entry.lastError, justFailed: false };
      }
      const shared = loading.get(key) as Promise<CacheResult<T>> | undefined;
      if (shared) return shared;
      const pending: Promise<CacheResult<T>> = load(key, loader).finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
      loading.set(key, pending);
      return pending;
    },

    /**
     * Marks entries expired so the next read asks the source. Values are kept as the last good
     * copy: a webhook arriving while the CMS is down must not leave the site with nothing.
     * `key` drops that key and every key below it (`'page'` drops `'page:en:home'`); none drops all.
     */
    invalidate(key?: string): number {
      generation += 1;
      let count = 0;
      for (const name of [...loading.keys()]) {
        if (key === undefined || name === key || name.startsWith(`${key}:`)) loading.delete(name);
      }
      for (const [name, entry] of [...entries.entries()]) {
        if (key === undefined || name === key || name.startsWith(`${key}:`)) {
          entries.set(name, { value: entry.value, expiresAt: 0 });
          count += 1;
        }
      }
      return count;
    },

    /**
     * Until when the key's value is fresh, or undefined when it is missing, expired or only a
     * fallback after a failure: what was rendered from it may be kept that long and no longer.
     */
    freshUntil(key: string): number | undefined {
      const entry = entries.peek(key);
      if (!entry || entry.lastError !== undefined || options.now() >= entry.expiresAt) return undefined;
      return entry.expiresAt;
    },

    size: () => entries.size,
  };
}

export type TtlCache = ReturnType<typeof createTtlCache>;
