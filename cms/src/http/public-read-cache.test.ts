import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createPublicReadCache,
  isCacheablePublicRead,
  publicAnswer,
  publicReadCache,
  publicReadKey,
  withPublicReadCache,
} from './public-read-cache';

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
    const answer = {
      status: 200,
      headers: [] as [string, string][],
      body: new Uint8Array(1),
      br: new Uint8Array(1),
      gzip: new Uint8Array(1),
    };
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
    const answer = {
      status: 200,
      headers: [] as [string, string][],
      body: new Uint8Array(1),
      br: new Uint8Array(1),
      gzip: new Uint8Array(1),
    };
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
    expect(fromElsewhere.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const noOrigin = publicAnswer({ method: 'GET', url: '/api/pages?cors=1' }, SITES)!;
    expect(noOrigin.headers.filter(([name]) => name.startsWith('access-control'))).toEqual([]);
  });

  it('finds an answer kept by the route under the same key whether the brackets came encoded or not', () => {
    const raw = publicReadKey({ method: 'GET', url: '/api/pages?where[slug][equals]=home&locale=ru' });
    const encoded = publicReadKey({ method: 'GET', url: 'http://127.0.0.1:3001/api/pages?where%5Bslug%5D%5Bequals%5D=home&locale=ru' });
    expect(raw).toBe(encoded);
  });

  it("answers the server's first stop from the kept, compressed bytes, a fresh answer or an expired one being recomputed", async () => {
    publicReadCache().clear(0);
    const handler = async () => Response.json({ docs: [{ slug: 'about' }] });
    // The route (Next's request, brackets encoded) keeps the answer...
    await withPublicReadCache(get('/api/pages?where%5Bslug%5D%5Bequals%5D=about'), handler, SITES);
    // ...and the server's first stop finds it for the client's own spelling, in brotli.
    const node = { method: 'GET', url: '/api/pages?where[slug][equals]=about', acceptEncoding: 'gzip, deflate, br' };
    const hit = publicAnswer(node, SITES);
    expect(hit?.headers).toContainEqual(['content-encoding', 'br']);
    expect(JSON.parse(brotliDecompressSync(hit!.body).toString())).toEqual({ docs: [{ slug: 'about' }] });
    expect(publicAnswer({ ...node, cookie: 'payload-token=editor' }, SITES)).toBeUndefined();
    // Expired: left to the route while nobody recomputes it (the route starts that), served stale meanwhile.
    const later = Date.now() + 10_500;
    expect(publicAnswer(node, SITES, later)).toBeUndefined();
    let finish = () => {};
    const cache = publicReadCache();
    const recomputed = cache.compute(
      publicReadKey(node)!,
      new Promise((resolve) => (finish = () => resolve(cache.getStale(publicReadKey(node)!)!))),
    );
    expect(JSON.parse(brotliDecompressSync(publicAnswer(node, SITES, later)!.body).toString())).toEqual({ docs: [{ slug: 'about' }] });
    finish();
    await recomputed;
    expect(publicAnswer(node, SITES, later)).toBeUndefined();
  });

  it('answers through Next uncompressed, since Next compresses what the route returns', async () => {
    publicReadCache().clear(0);
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const handler = async () => Response.json({ docs: [] });
    for (const answer of [
      await withPublicReadCache(get('/api/faq', browser), handler, SITES),
      await withPublicReadCache(get('/api/faq', browser), handler, SITES),
    ]) {
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('content-length')).toBeNull();
      expect(await answer.json()).toEqual({ docs: [] });
    }
  });
});
