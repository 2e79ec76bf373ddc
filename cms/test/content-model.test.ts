import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';
import { contentPages } from '@bourse/themes';

let payload: Payload;
let writer: Record<string, unknown> & { id: number | string };
const asEditor = () => ({ ...writer, collection: 'editors' });

const publicSlugs = contentPages;

beforeAll(async () => {
  payload = await freshPayload();
  const { seed } = await import('../src/index');
  await seed(payload);
  writer = await payload.create({
    collection: 'editors',
    data: { email: 'writer@example.com', password: 'long-enough-1', role: 'editor' },
  });
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

describe('seeded content, as a visitor reads it', () => {
  it('every public route has a published page with blocks in en and ru, and its own Russian title', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const { docs } = await payload.find({ collection: 'pages', locale, overrideAccess: false, limit: 100, depth: 0 });
      const bySlug = new Map(docs.map((d) => [d.slug, d]));
      for (const slug of publicSlugs) {
        expect(bySlug.get(slug)?.layout?.length, `${slug} in ${locale}`).toBeGreaterThan(0);
      }
    }
    const ru = await payload.find({ collection: 'pages', locale: 'ru', where: { slug: { equals: 'vip' } }, overrideAccess: false });
    expect(ru.docs[0]?.title).toBe('VIP и институциональным клиентам');
  });

  it('has FAQ entries in all three categories in English and Russian', async () => {
    for (const category of ['trading', 'finance', 'security']) {
      const ru = await payload.find({ collection: 'faq', locale: 'ru', where: { category: { equals: category } }, overrideAccess: false });
      expect(ru.totalDocs).toBeGreaterThanOrEqual(4);
      expect(ru.docs.every((d) => /[а-я]/i.test(String(d.question)))).toBe(true);
    }
  });

  it('has coin info for BTC, ETH, BNB, SOL and XRP with a Russian description', async () => {
    const coins = await payload.find({ collection: 'coins', locale: 'ru', overrideAccess: false, sort: 'rank' });
    expect(coins.docs.map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'BNB', 'SOL', 'XRP']);
    expect(coins.docs[0]?.description).toMatch(/21 млн/);
  });

  it('research reports carry their PDF and its real size', async () => {
    const { docs } = await payload.find({ collection: 'research', overrideAccess: false, depth: 1 });
    expect(docs.length).toBeGreaterThanOrEqual(2);
    for (const report of docs) {
      const file = report.file as { filesize: number; mimeType: string };
      expect(file.mimeType).toBe('application/pdf');
      expect(report.fileSize).toBe(file.filesize);
      expect(report.fileSize).toBeGreaterThan(200);
    }
  });

  it('answers the active site with the menus in the asked language', async () => {
    const { findActiveSite } = await import('../src/index');
    const ru = await findActiveSite(payload, 'ru');
    expect(ru.navigation.header.map((h) => h.label)).toContain('Торговля');
    expect(ru.navigation.header.find((h) => h.label === 'Торговля')?.children?.map((c) => c.href)).toEqual([
      '/crypto',
      '/forex',
      '/stock',
      '/stock#metals',
      '/currency',
      '/futures',
    ]);
    const en = await findActiveSite(payload, 'en');
    expect(en.navigation.footer.flatMap((f) => f.links.map((l) => l.href))).toEqual(
      expect.arrayContaining(['/legal/withdrawal', '/legal/agreement', '/legal/risk', '/legal/aml', '/legal/conflict']),
    );
    expect(en.theme).toBe('exchange');
  });

  it("answers the active site's title and description in the asked language", async () => {
    const { findActiveSite } = await import('../src/index');
    const titles = await Promise.all(['en', 'ru', 'de', 'es'].map(async (l) => (await findActiveSite(payload, l as 'en')).title));
    expect(titles).toEqual([
      'Bourse: advanced cryptocurrency trading platform',
      'Bourse: продвинутая платформа для торговли криптовалютой',
      'Bourse: fortschrittliche Handelsplattform für Kryptowährungen',
      'Bourse: plataforma avanzada de trading de criptomonedas',
    ]);
    expect((await findActiveSite(payload, 'de')).description).toContain('Handeln Sie Krypto');
  });
});

describe('a change saved by an editor reaches the running site', () => {
  // A stand-in for the site's /api/revalidate (and the CMS's own read-cache endpoint): records
  // every notice the change hooks send once the change is committed.
  const notices: { path: string; body: Record<string, unknown> }[] = [];
  const site = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      notices.push({ path: req.url ?? '', body: body ? (JSON.parse(body) as Record<string, unknown>) : {} });
      res.setHeader('content-type', 'application/json');
      res.end('{"revalidated":true}');
    });
  });
  const saved = { site: process.env.SITE_INTERNAL_URL, cms: process.env.CMS_INTERNAL_URL };
  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    process.env.SITE_INTERNAL_URL = process.env.CMS_INTERNAL_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    // Assigning undefined would store the text "undefined": an unset variable is deleted instead.
    for (const [name, value] of [
      ['SITE_INTERNAL_URL', saved.site],
      ['CMS_INTERNAL_URL', saved.cms],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    site.close();
  });
  const siteNotices = (collection: string) => notices.filter((n) => n.path === '/api/revalidate' && n.body.collection === collection);

  it("the active site's theme switched as the admin saves it (the hook that keeps one site active must not silence the notice)", async () => {
    const active = (await payload.find({ collection: 'sites', where: { isActive: { equals: true } }, limit: 1 })).docs[0]!;
    notices.length = 0;
    await payload.update({ collection: 'sites', id: active.id, data: { theme: 'simple' } });
    await expect.poll(() => siteNotices('sites').map((n) => n.body.id), { timeout: 5000 }).toEqual([active.id]);
    await payload.update({ collection: 'sites', id: active.id, data: { theme: 'exchange' } });
  });

  it('a theme record saved with a new colour', async () => {
    const theme = (await payload.find({ collection: 'themes', limit: 1 })).docs[0]!;
    notices.length = 0;
    await payload.update({ collection: 'themes', id: theme.id, data: { name: theme.name } });
    await expect.poll(() => siteNotices('themes').map((n) => n.body.id), { timeout: 5000 }).toEqual([theme.id]);
  });
});

describe('editorial workflow', () => {
  it('publishes one language while another stays draft', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { slug: 'locale-test', title: 'Old English', _status: 'published' },
    });
    await payload.update({ collection: 'pages', id: page.id, locale: 'ru', data: { title: 'Старый русский', _status: 'published' } });
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { title: 'Русский черновик', _status: 'draft' },
      draft: true,
    });
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'New English', _status: 'published' },
      publishSpecificLocale: 'en',
    });
    const visitor = (locale: 'en' | 'ru') => payload.findByID({ collection: 'pages', id: page.id, locale, overrideAccess: false });
    expect((await visitor('en')).title).toBe('New English');
    expect((await visitor('ru')).title).toBe('Старый русский');
    const draft = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      draft: true,
      overrideAccess: false,
      user: asEditor(),
    });
    expect(draft.title).toBe('Русский черновик');
  });

  it('runs a scheduled publish when it is due', async () => {
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      draft: true,
      data: {
        title: 'Scheduled',
        slug: 'scheduled-post',
        excerpt: 'Later',
        category: 'product',
        readingMinutes: 1,
        author: 'Desk',
        publishedAt: '2026-11-22T00:00:00.000Z',
        _status: 'draft',
        content: (await payload.find({ collection: 'posts', limit: 1 })).docs[0]!.content,
      },
    });
    const visible = () => payload.find({ collection: 'posts', where: { slug: { equals: 'scheduled-post' } }, overrideAccess: false });
    expect((await visible()).totalDocs).toBe(0);
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) } },
      waitUntil: new Date(Date.now() - 1000),
    });
    await payload.jobs.run();
    expect((await visible()).docs[0]?.title).toBe('Scheduled');
  });

  it('gives the site a draft only for a valid preview token', async () => {
    const { signPreviewToken } = await import('../src/endpoints/preview-token');
    const { previewDocumentEndpoint } = await import('../src/endpoints/preview');
    const { readSecrets } = await import('../src/index');
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'locale-test' } } })).docs[0]!;
    const call = (token: string) =>
      previewDocumentEndpoint.handler({
        url: `http://cms/api/preview/document?token=${encodeURIComponent(token)}`,
        payload,
      }) as Promise<Response>;
    const ok = await call(signPreviewToken({ collection: 'pages', id: page.id, locale: 'ru' }, readSecrets().revalidateSecret));
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.doc.title).toBe('Русский черновик');
    const forged = await call(signPreviewToken({ collection: 'pages', id: page.id, locale: 'ru' }, 'not-the-secret'));
    expect(forged.status).toBe(401);
    expect((await forged.json()).error.code).toBe('PREVIEW_TOKEN_BAD_SIGNATURE');
  });
});

describe('bad input is refused with a clear message and nothing is saved', () => {
  it('a post without its required excerpt', async () => {
    const before = await payload.count({ collection: 'posts' });
    const error = await payload
      .create({
        collection: 'posts',
        data: {
          title: 'No excerpt',
          slug: 'no-excerpt',
          category: 'markets',
          readingMinutes: 2,
          author: 'x',
          publishedAt: '2026-11-01T00:00:00.000Z',
          _status: 'published',
        },
      })
      .catch((e: { data?: { errors?: Array<{ path: string }> } }) => e);
    expect((error as { data: { errors: Array<{ path: string }> } }).data.errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['excerpt', 'content']),
    );
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBe(before.totalDocs);
  });

  it('an oversized upload and a file of the wrong type', async () => {
    const before = await payload.count({ collection: 'media' });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    Buffer.from('%PDF-1.4\n').copy(big);
    const messageOf = (p: Promise<unknown>) =>
      p.then(
        () => 'saved',
        (e: { data?: { errors?: Array<{ message: string }> } }) => e.data?.errors?.[0]?.message ?? String(e),
      );
    expect(
      await messageOf(
        payload.create({
          collection: 'media',
          data: {},
          file: { data: big, mimetype: 'application/pdf', name: 'big.pdf', size: big.length },
        }),
      ),
    ).toMatch(/too large.*Maximum size: 10 MB/);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(
      await messageOf(
        payload.create({ collection: 'media', data: {}, file: { data: html, mimetype: 'text/html', name: 'x.html', size: html.length } }),
      ),
    ).toMatch(/not allowed/);
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs);
  });

  it('an image without alt text; the same image described gets its resized WebP copies, and a post shows it', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const file = { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length };
    const before = await payload.count({ collection: 'media' });
    await expect(payload.create({ collection: 'media', data: {}, file })).rejects.toThrow(/Alt|alt text is required/);
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs);

    const image = await payload.create({ collection: 'media', locale: 'en', data: { alt: 'A blue cover' }, file });
    const sizes = image.sizes!;
    expect([sizes.thumbnail, sizes.card, sizes.hero].map((s) => [s?.width, s?.mimeType])).toEqual([
      [400, 'image/webp'],
      [768, 'image/webp'],
      [1600, 'image/webp'],
    ]);
    expect([sizes.og?.width, sizes.og?.height, sizes.og?.mimeType]).toEqual([1200, 630, 'image/jpeg']);
    expect(sizes.card?.url).toMatch(/\/api\/media\/file\/cover-768x\d+\.webp$/);

    const post = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0]!;
    await payload.update({ collection: 'posts', id: post.id, data: { image: image.id } });
    const shown = await payload.findByID({ collection: 'posts', id: post.id, depth: 1 });
    expect(shown.image).toMatchObject({ alt: 'A blue cover', sizes: { hero: { width: 1600 } } });
  });

  it("an SEO group's canonical address that is not a full http(s) address; a good group is stored in its language", async () => {
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1, depth: 0 })).docs[0]!;
    await expect(
      payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { seo: { canonical: '/about' } } }),
    ).rejects.toThrow(/canonical|https:\/\//i);
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { seo: { title: 'О компании Bourse', noindex: true, canonical: 'https://broker.example/ru/about' } },
    });
    const ru = await payload.findByID({ collection: 'pages', id: page.id, locale: 'ru', depth: 0 });
    expect(ru.seo).toMatchObject({ title: 'О компании Bourse', noindex: true, canonical: 'https://broker.example/ru/about' });
    const de = await payload.findByID({ collection: 'pages', id: page.id, locale: 'de', depth: 0, fallbackLocale: false });
    expect(de.seo?.title ?? null).toBeNull();
  });

  it('a coin whose market cap is not a number', async () => {
    await expect(
      payload.create({ collection: 'coins', data: { symbol: 'DOGE', name: 'Dogecoin', rank: 9, marketCap: 'a lot', description: 'x' } }),
    ).rejects.toThrow(/marketCap|Market Cap/);
    expect((await payload.count({ collection: 'coins', where: { symbol: { equals: 'DOGE' } } })).totalDocs).toBe(0);
  });
});
