import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

const setup = (maxEntries = 10) => {
  let clock = 0;
  const cache = createTtlCache({ ttlMs: 100, retryAfterFailureMs: 10, maxEntries, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
};

describe('TTL cache', () => {
  it('forgets the oldest keys beyond its size limit', async () => {
    const { cache } = setup(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size()).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
  });

  it('does not keep content fetched before an invalidation as fresh', async () => {
    const { cache } = setup();
    let release!: (value: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('k');
    release('old');
    expect(await slow).toMatchObject({ value: 'old' });
    expect(await cache.get('k', async () => 'new')).toEqual({ source: 'fresh', value: 'new' });
  });

  it('invalidates a key and the keys below it, not its neighbours', async () => {
    const { cache } = setup();
    for (const key of ['page:en:terms', 'page:ru:terms', 'pages-extra', 'site:active']) await cache.get(key, async () => 1);
    expect(cache.invalidate('page')).toBe(2);
  });
});

describe('TTL cache: freshness for what is rendered from it', () => {
  it('says until when a value is fresh, and nothing once expired, invalidated or failed', async () => {
    const { cache, advance } = setup();
    await cache.get('a', async () => 'a');
    expect(cache.freshUntil('a')).toBe(100);
    advance(100);
    expect(cache.freshUntil('a')).toBeUndefined();
    await cache.get('a', async () => {
      throw new Error('down');
    });
    expect(cache.freshUntil('a')).toBeUndefined();
    await cache.get('b', async () => 'b');
    cache.invalidate('b');
    expect(cache.freshUntil('b')).toBeUndefined();
    expect(cache.freshUntil('never-read')).toBeUndefined();
  });
});
