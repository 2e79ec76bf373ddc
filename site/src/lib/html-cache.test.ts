import { describe, expect, it } from 'vitest';
import { createHtmlCache, isCacheableRequest, isCacheableResponse, type CachedPage } from './html-cache';

const request = (overrides: Partial<Parameters<typeof isCacheableRequest>[0]> = {}) =>
  isCacheableRequest({ method: 'GET', pathname: '/about', search: '', routePattern: '/[...path]', hasSession: false, ...overrides });
// Its compressed copies are left empty: what this file tests depends on the rendered bytes alone.
const page = (text: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new TextEncoder().encode(text),
  encoded: { br: new Uint8Array(), gzip: new Uint8Array() },
  etag: '"test"',
});
const html = (init: Record<string, string> = {}) => new Headers({ 'content-type': 'text/html', ...init });

describe('HTML cache: which requests it answers', () => {
  it('answers an anonymous GET of a public page in any language', () => {
    expect(request()).toBe(true);
    expect(request({ pathname: '/ru/legal/aml' })).toBe(true);
  });

  it('never answers a visitor who has a session or refresh cookie', () => {
    expect(request({ hasSession: true })).toBe(false);
  });

  it('never answers the cabinet, /crypto, /forex, login forms, preview or the API', () => {
    expect(request({ pathname: '/cabinet', routePattern: '/cabinet' })).toBe(false);
    expect(request({ pathname: '/crypto' })).toBe(false);
    expect(request({ pathname: '/de/forex' })).toBe(false);
    expect(request({ pathname: '/login', routePattern: '/login' })).toBe(false);
    expect(request({ pathname: '/preview', routePattern: '/preview' })).toBe(false);
    expect(request({ pathname: '/api/site', routePattern: '/api/site' })).toBe(false);
  });

  it('renders afresh when a query string is present (debug unlock, tracking) or the page is /clear-cache', () => {
    expect(request({ search: '?debug=1' })).toBe(false);
    expect(request({ pathname: '/es/clear-cache' })).toBe(false);
  });

  it('renders afresh for form posts and HEAD requests', () => {
    expect(request({ method: 'POST' })).toBe(false);
    expect(request({ method: 'HEAD' })).toBe(false);
  });
});

describe('HTML cache: which responses it keeps', () => {
  it('keeps a plain 200 HTML page', () => expect(isCacheableResponse(200, html())).toBe(true));
  it('never keeps a response that sets a cookie', () => expect(isCacheableResponse(200, html({ 'set-cookie': 'a=b' }))).toBe(false));
  it('never keeps a no-store or private response', () => {
    expect(isCacheableResponse(200, html({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isCacheableResponse(200, html({ 'cache-control': 'private, max-age=0' }))).toBe(false);
  });
  it('never keeps a 404, a 503 outage page or a redirect', () => {
    for (const status of [301, 404, 500, 503]) expect(isCacheableResponse(status, html())).toBe(false);
  });
});

function setup(limits: { maxEntries?: number; maxBytes?: number } = {}) {
  let clock = 0;
  const cache = createHtmlCache({ maxEntries: limits.maxEntries ?? 10, maxBytes: limits.maxBytes ?? 1000, now: () => clock });
  const store = (key: string, text: string, dataKeys = ['site:active:en', `page:en:${key}`], expiresAt = 100) =>
    cache.store(key, page(text), { dataKeys, expiresAt, ticket: cache.begin() });
  return { cache, store, advance: (ms: number) => (clock += ms) };
}

describe('HTML cache: lifetime', () => {
  it('serves a kept page until the CMS data it was built from expires, then renders again', () => {
    const { cache, store, advance } = setup();
    store('about', 'About v1', undefined, 100);
    advance(99);
    expect(new TextDecoder().decode(cache.get('about')!.body)).toBe('About v1');
    advance(1);
    expect(cache.get('about')).toBeUndefined();
  });

  it('drops every page when the site record changes (revalidate without a scope)', () => {
    const { cache, store } = setup();
    store('about', 'a');
    store('terms', 't');
    expect(cache.invalidate()).toBe(2);
    expect(cache.get('about')).toBeUndefined();
    expect(cache.get('terms')).toBeUndefined();
  });

  it('drops only the pages built from a republished page', () => {
    const { cache, store } = setup();
    store('about', 'a');
    store('terms', 't');
    expect(cache.invalidate(['page:en:terms', 'page:ru:terms'])).toBe(1);
    expect(cache.get('terms')).toBeUndefined();
    expect(cache.get('about')).toBeDefined();
  });

  it('does not keep a page whose render began before an invalidation', () => {
    const { cache } = setup();
    const ticket = cache.begin();
    cache.invalidate(['page:en:faq']);
    expect(cache.store('about', page('old'), { dataKeys: ['page:en:about'], expiresAt: 100, ticket })).toBe(false);
    expect(cache.get('about')).toBeUndefined();
  });

  it('does not keep a page when it cannot tell what data it was built from', () => {
    const { cache, store } = setup();
    expect(store('about', 'a', [])).toBe(false);
    expect(cache.get('about')).toBeUndefined();
  });

  it('forgets the oldest pages beyond its entry and byte limits', () => {
    const { cache, store } = setup({ maxEntries: 2, maxBytes: 10 });
    store('a', '1234');
    store('b', '1234');
    store('c', '1234');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toBe(2);
    store('d', '12345678');
    expect(cache.bytes()).toBeLessThanOrEqual(10);
    expect(cache.get('d')).toBeDefined();
  });
});
