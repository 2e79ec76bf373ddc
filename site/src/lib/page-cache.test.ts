import type { APIContext } from 'astro';
import { brotliDecompressSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The CMS answers with a site whose title counts the calls, so a re-render is visible in the HTML.
let cmsCalls = 0;
vi.stubGlobal('fetch', async () => {
  cmsCalls += 1;
  const data = {
    id: 1,
    url: '',
    title: `Acme ${cmsCalls}`,
    name: 'Acme',
    siteName: 'Acme',
    description: null,
    logo: null,
    thumbnail: null,
    theme: 'simple',
    isDefault: true,
    isActive: true,
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
  };
  return Response.json({ success: true, data });
});

const { cms, htmlCache, invalidateCms } = await import('./cms');
const { withHtmlCache } = await import('./page-cache');

function visit(pathname: string, init: { cookie?: string; routePattern?: string; search?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(`http://site.test${pathname}${init.search ?? ''}`);
  const request = new Request(url, { headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers } });
  const context = { url, request, routePattern: init.routePattern ?? '/[...path]' } as unknown as APIContext;
  // Stands in for the rest of the middleware and the page: reads the site, renders its title.
  return withHtmlCache(context, async () => {
    const site = await cms().getActiveSite('en');
    return new Response(`<title>${site.title}</title>${'<p>Page text.</p>'.repeat(100)}`, { headers: { 'content-type': 'text/html' } });
  });
}

const seen = async (response: Promise<Response>) => {
  const answer = await response;
  return { mark: answer.headers.get('x-bourse-html-cache'), html: await answer.text() };
};

beforeEach(() => {
  invalidateCms({});
});

describe('page cache in the site middleware', () => {
  it('answers the second anonymous visit from the cache with the same page', async () => {
    const first = await seen(visit('/about'));
    expect(first.mark).toBe('miss');
    expect(await seen(visit('/about'))).toEqual({ mark: 'hit', html: first.html });
  });

  it('renders for a signed-in visitor every time, even when an anonymous copy is kept', async () => {
    await visit('/about');
    expect((await seen(visit('/about', { cookie: 'bourse-session=abc' }))).mark).toBeNull();
  });

  it('never keeps cabinet pages', async () => {
    await visit('/cabinet', { routePattern: '/cabinet' });
    expect((await seen(visit('/cabinet', { routePattern: '/cabinet' }))).mark).toBeNull();
  });

  it('shows the new site data after the revalidate webhook', async () => {
    const before = await seen(visit('/terms'));
    invalidateCms({ collection: 'sites' });
    const after = await seen(visit('/terms'));
    expect(after.mark).toBe('miss');
    expect(after.html).not.toBe(before.html);
  });

  it('drops kept pages when a visitor opens /clear-cache', async () => {
    await visit('/faq');
    expect(htmlCache.size()).toBe(1);
    await visit('/clear-cache');
    expect(htmlCache.size()).toBe(0);
  });

  it('sends a browser the copy compressed when the page was kept, first visit and repeat alike, and 304 to one that holds it', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await visit('/vip', { headers: browser });
    const again = await visit('/vip', { headers: browser });
    expect([first.headers.get('x-bourse-html-cache'), again.headers.get('x-bourse-html-cache')]).toEqual(['miss', 'hit']);
    for (const answer of [first, again]) {
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
    const [one, two] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await again.arrayBuffer())];
    expect(two.equals(one)).toBe(true);
    expect(brotliDecompressSync(two).toString()).toMatch(/^<title>Acme \d+<\/title>/);
    const held = await visit('/vip', { headers: { ...browser, 'if-none-match': again.headers.get('etag')! } });
    expect(held.status).toBe(304);
  });

  it('compresses a page it does not keep (a signed-in visitor) for the browser all the same', async () => {
    const answer = await visit('/about', { cookie: 'bourse-session=abc', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('x-bourse-html-cache')).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toContain('<title>Acme');
  });
});
