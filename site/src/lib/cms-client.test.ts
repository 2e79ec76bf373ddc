import { describe, expect, it, vi } from 'vitest';
import { CMS_CACHE_TTL_MS, createCmsClient } from './cms-client';

const site = (title: string, theme = 'dark-brand') => ({
  success: true,
  data: {
    id: 1,
    url: 'https://acme.example',
    title,
    name: title,
    siteName: title,
    description: null,
    logo: null,
    thumbnail: null,
    theme,
    isDefault: true,
    isActive: true,
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
  },
});
const pages = (...docs: object[]) => ({ docs, totalDocs: docs.length });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(...answers: Array<unknown | Error>) {
  let clock = 1_000;
  const queue = [...answers];
  const fetch = vi.fn(async (_url: URL | RequestInfo) => {
    const next = queue.shift();
    if (next instanceof Error) throw next;
    if (next instanceof Response) return next;
    return json(next);
  });
  const log = { warn: vi.fn(), error: vi.fn() };
  const cms = createCmsClient({ baseUrl: 'http://cms.test', fetch: fetch as typeof globalThis.fetch, now: () => clock, log });
  return { cms, fetch, log, advance: (ms: number) => (clock += ms) };
}

describe('CMS client: active site', () => {
  it('asks the CMS once within the five-minute TTL', async () => {
    const { cms, fetch, advance } = setup(site('Acme'));
    expect((await cms.getActiveSite()).title).toBe('Acme');
    advance(CMS_CACHE_TTL_MS - 1);
    expect((await cms.getActiveSite()).title).toBe('Acme');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://cms.test/api/site/active?locale=en&fallback-locale=en');
  });

  it('asks again once the TTL has passed and shows the new title', async () => {
    const { cms, fetch, advance } = setup(site('Acme'), site('Acme Pro'));
    await cms.getActiveSite();
    advance(CMS_CACHE_TTL_MS);
    expect((await cms.getActiveSite()).title).toBe('Acme Pro');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the last good copy when the CMS fails, and logs it', async () => {
    const { cms, log, advance } = setup(site('Acme', 'simple'), new Error('connect ECONNREFUSED'));
    await cms.getActiveSite();
    advance(CMS_CACHE_TTL_MS);
    expect(await cms.getActiveSite()).toMatchObject({ title: 'Acme', theme: 'simple' });
    expect(log.error).toHaveBeenCalledWith('Failed to load site data', 'connect ECONNREFUSED');
  });

  it('falls back to the default exchange site when the CMS never answered', async () => {
    const { cms, log } = setup(json({ error: 'boom' }, 500));
    const fallback = await cms.getActiveSite();
    expect(fallback).toMatchObject({ title: 'Bourse', theme: 'exchange' });
    expect(fallback.description).toMatch(/advanced cryptocurrency trading platform/);
    expect(log.error).toHaveBeenCalledWith('Failed to load site data', 'HTTP 500 from /api/site/active');
  });

  it('pauses briefly after a failure instead of waiting on a dead CMS for every visitor', async () => {
    const { cms, fetch, log, advance } = setup(new Error('down'), site('Back'));
    await cms.getActiveSite();
    await cms.getActiveSite();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    advance(5_000);
    expect((await cms.getActiveSite()).title).toBe('Back');
  });

  it('shows a theme change on the next request after invalidate()', async () => {
    const { cms } = setup(site('Acme', 'exchange'), site('Acme', 'simple'));
    await cms.getActiveSite();
    cms.invalidate();
    expect((await cms.getActiveSite()).theme).toBe('simple');
  });

  it('still has the last good copy after invalidate() if the CMS is down', async () => {
    const { cms } = setup(site('Acme', 'simple'), new Error('down'));
    await cms.getActiveSite();
    cms.invalidate('site');
    expect((await cms.getActiveSite()).theme).toBe('simple');
  });

  it('shares one request between visitors arriving together', async () => {
    const { cms, fetch } = setup(site('Acme'));
    const [a, b] = await Promise.all([cms.getActiveSite(), cms.getActiveSite()]);
    expect([a.title, b.title]).toEqual(['Acme', 'Acme']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats an unknown theme name as the exchange theme', async () => {
    const { cms } = setup(site('Acme', 'neon'));
    expect((await cms.getActiveSite()).theme).toBe('exchange');
  });
});

describe('CMS client: pages', () => {
  const terms = { id: 7, slug: 'terms', title: 'Terms', description: null, layout: [{ blockType: 'richText', html: '<p>Rules</p>' }] };

  it('asks Payload for the slug in the visitor’s language with English fallback', async () => {
    const { cms, fetch } = setup(pages(terms));
    expect(await cms.getPage('terms', 'de')).toMatchObject({ status: 'found', page: { title: 'Terms' } });
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/api/pages');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'where[slug][equals]': 'terms',
      locale: 'de',
      'fallback-locale': 'en',
      depth: '1',
      limit: '1',
    });
  });

  it('reports a slug the CMS does not have as missing, and remembers it', async () => {
    const { cms, fetch } = setup(pages());
    expect(await cms.getPage('nope', 'en')).toEqual({ status: 'missing' });
    expect(await cms.getPage('nope', 'en')).toEqual({ status: 'missing' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('caches each language separately', async () => {
    const { cms, fetch } = setup(pages(terms), pages({ ...terms, title: 'Условия' }));
    await cms.getPage('terms', 'en');
    expect(await cms.getPage('terms', 'ru')).toMatchObject({ page: { title: 'Условия' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says unavailable, not missing, when the CMS fails and there is no copy', async () => {
    const { cms } = setup(new Error('timeout'));
    expect(await cms.getPage('terms', 'en')).toEqual({ status: 'unavailable' });
  });

  it('leaves out blocks it does not know and warns, keeping the rest of the page', async () => {
    const { cms, log } = setup(pages({ ...terms, layout: [{ blockType: 'carousel' }, ...terms.layout] }));
    const lookup = await cms.getPage('terms', 'en');
    expect(lookup.status === 'found' && lookup.page.layout.map((b) => b.blockType)).toEqual(['richText']);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('carousel'));
  });

  it('invalidate("page") refreshes pages but keeps the site copy', async () => {
    const { cms, fetch } = setup(site('Acme'), pages(terms), pages({ ...terms, title: 'New terms' }));
    await cms.getActiveSite();
    await cms.getPage('terms', 'en');
    cms.invalidate('page');
    expect(await cms.getPage('terms', 'en')).toMatchObject({ page: { title: 'New terms' } });
    await cms.getActiveSite();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('CMS client: coins', () => {
  it("answers a coin with its logo's copies and size when it has one, and without a logo when it has none", async () => {
    const coin = { symbol: 'BTC', name: 'Bitcoin', rank: 1, marketCap: '1', description: 'Money.', tags: [] };
    const logo = { alt: 'Bitcoin logo', url: '/api/media/file/btc.webp', mimeType: 'image/webp', width: 128, height: 128, sizes: {} };
    const { cms } = setup(pages({ ...coin, logo }), pages({ ...coin, symbol: 'ETH', logo: 7 }));
    const btc = await cms.getCoin('BTC', 'en');
    expect(btc.status === 'found' && btc.coin.logo).toEqual({
      src: '/api/media/file/btc.webp',
      srcset: '/api/media/file/btc.webp 128w',
      width: 128,
      height: 128,
      alt: 'Bitcoin logo',
    });
    const eth = await cms.getCoin('ETH', 'en');
    expect(eth.status === 'found' && eth.coin.logo).toBeUndefined();
  });

  it("reads every coin's logo in one cached request, leaving out coins without a usable one", async () => {
    const logo = (file: string) => ({ alt: '', url: `/api/media/file/${file}`, mimeType: 'image/webp', width: 64, height: 64, sizes: {} });
    const { cms, fetch } = setup(
      pages({ symbol: 'BTC', logo: logo('btc.webp') }, { symbol: 'ETH', logo: logo('eth.webp') }, { symbol: 'XRP', logo: 9 }),
    );
    const first = await cms.getCoinLogos();
    expect(first).toEqual({
      status: 'found',
      items: [
        { symbol: 'BTC', src: '/api/media/file/btc.webp' },
        { symbol: 'ETH', src: '/api/media/file/eth.webp' },
      ],
    });
    expect(await cms.getCoinLogos()).toEqual(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    const asked = new URL(String(fetch.mock.calls[0]![0]));
    expect(asked.pathname).toBe('/api/coins');
    expect(asked.searchParams.get('depth')).toBe('1');
  });
});

describe('CMS client: articles shown in English', () => {
  const post = (id: number, title: string) => ({
    id,
    title,
    slug: `post-${id}`,
    excerpt: 'x',
    tags: [],
    author: 'Desk',
    publishedAt: '2026-11-01',
  });

  it('marks the entries of a German list that have no German title of their own', async () => {
    const { cms, fetch } = setup(
      pages(post(1, 'Marktbericht'), post(2, 'Fees explained')),
      pages({ id: 1, title: 'Marktbericht' }, { id: 2, title: null }),
    );
    const feed = await cms.getFeed('posts', 'de');
    expect(feed.status === 'found' && feed.items.map((entry) => [entry.title, entry.inEnglish ?? false])).toEqual([
      ['Marktbericht', false],
      ['Fees explained', true],
    ]);
    expect(String(fetch.mock.calls[1]![0])).toContain('fallback-locale=none');
  });

  it('opens an entry published only in English at its German address, in English and marked so', async () => {
    const { cms } = setup(pages(), pages(post(2, 'Fees explained')));
    const found = await cms.getEntry('posts', 'post-2', 'de');
    expect(found.status === 'found' && [found.entry.title, found.entry.inEnglish]).toEqual(['Fees explained', true]);
  });

  it('asks nothing more for English, every English entry being its own', async () => {
    const { cms, fetch } = setup(pages(post(1, 'Market report')));
    const feed = await cms.getFeed('posts', 'en');
    expect(feed.status === 'found' && feed.items[0]!.inEnglish).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
