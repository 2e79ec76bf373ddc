import { describe, expect, it } from 'vitest';
import { createPublicReadCache, freshPublicAnswer, isCacheablePublicRead, publicReadCache, withPublicReadCache } from './public-read-cache';

const SITES = ['http://site.test'];
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://cms${path}`, { headers });

describe('public read cache', () => {
  it('caches anonymous reads of published content only', () => {
    expect(isCacheablePublicRead(get('/api/pages?where[slug][equals]=home&locale=ru'))).toBe(true);
    expect(isCacheablePublicRead(get('/api/faq?limit=100'))).toBe(true);
    expect(isCacheablePublicRead(get('/api/pages?draft=true'))).toBe(false);
    expect(isCacheablePublicRead(get('/api/pages', { cookie: 'a=1; payload-token=xyz' }))).toBe(false);
    expect(isCacheablePublicRead(get('/api/pages', { authorization: 'JWT abc' }))).toBe(false);
    expect(isCacheablePublicRead(get('/api/editors'))).toBe(false);
    expect(isCacheablePublicRead(get('/api/site/active'))).toBe(false);
    expect(isCacheablePublicRead(new Request('http://cms/api/pages', { method: 'POST' }))).toBe(false);
  });

  it('forgets an answer after its TTL and when cleared', () => {
    const cache = createPublicReadCache(1000);
    const answer = { status: 200, headers: [] as [string, string][], body: new ArrayBuffer(1) };
    cache.set('k', answer, 0);
    expect(cache.get('k', 999)).toBe(answer);
    expect(cache.get('k', 1000)).toBeUndefined();
    cache.set('k', answer, 0);
    cache.clear(5000);
    expect(cache.get('k', 5001)).toBeUndefined();
    cache.set('k', answer, 5500); // read while the change may still be committing: not kept
    expect(cache.get('k', 5600)).toBeUndefined();
    cache.set('k', answer, 6000);
    expect(cache.get('k', 6100)).toBe(answer);
  });

  it('answers a repeated anonymous read without asking Payload again, and never caches errors', async () => {
    publicReadCache().clear(0);
    let calls = 0;
    const handler = async () => {
      calls += 1;
      return Response.json({ docs: [{ title: `v${calls}` }] });
    };
    const first = await withPublicReadCache(get('/api/pages?x=1'), handler, SITES);
    const second = await withPublicReadCache(get('/api/pages?x=1'), handler, SITES);
    expect(await first.json()).toEqual({ docs: [{ title: 'v1' }] });
    expect(await second.json()).toEqual({ docs: [{ title: 'v1' }] });
    expect(second.headers.get('x-bourse-cache')).toBe('hit');
    expect(calls).toBe(1);
    await withPublicReadCache(get('/api/pages?x=2'), async () => new Response('no', { status: 500 }), SITES);
    await withPublicReadCache(get('/api/pages?x=2'), async () => new Response('no', { status: 500 }), SITES);
    publicReadCache().clear();
    await withPublicReadCache(get('/api/pages?x=1'), handler, SITES);
    expect(calls).toBe(2);
  });

  it('computes an answer once for requests that arrive while it is being computed', async () => {
    publicReadCache().clear(0);
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json({ n: calls });
    };
    const answers = await Promise.all([1, 2, 3, 4].map(() => withPublicReadCache(get('/api/pages?burst=1'), slow, SITES)));
    expect(calls).toBe(1);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }, { n: 1 }]);
  });

  it('serves the previous answer for one more TTL while the next is computed, never after a change', () => {
    const cache = createPublicReadCache(1000);
    const answer = { status: 200, headers: [] as [string, string][], body: new ArrayBuffer(1) };
    cache.set('k', answer, 0);
    expect(cache.get('k', 1500)).toBeUndefined();
    expect(cache.getStale('k', 1500)).toBe(answer);
    expect(cache.getStale('k', 2000)).toBeUndefined();
    cache.set('k', answer, 3000);
    cache.clear(3100);
    expect(cache.getStale('k', 3200)).toBeUndefined();
  });

  it("never replays one origin's CORS answer to another, and says the answer varies by Origin", async () => {
    publicReadCache().clear(0);
    const payloadAnswer = async () =>
      Response.json(
        { docs: [] },
        { headers: { 'access-control-allow-origin': 'http://site.test', 'access-control-allow-credentials': 'true', vary: 'Accept' } },
      );
    const fromSite = await withPublicReadCache(get('/api/pages?cors=1', { origin: 'http://site.test' }), payloadAnswer, SITES);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe('http://site.test');
    const fromElsewhere = await withPublicReadCache(get('/api/pages?cors=1', { origin: 'http://evil.test' }), payloadAnswer, SITES);
    expect(fromElsewhere.headers.get('x-bourse-cache')).toBe('hit');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromElsewhere.headers.get('access-control-allow-credentials')).toBeNull();
    expect(fromElsewhere.headers.get('vary')).toBe('Origin');
    const noOrigin = freshPublicAnswer({ method: 'GET', url: '/api/pages?cors=1' }, SITES)!;
    expect(noOrigin.headers.filter(([name]) => name.startsWith('access-control'))).toEqual([]);
  });
});
