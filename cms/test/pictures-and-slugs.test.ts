import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';

let payload: Payload;
let photo: { id: number | string };
let pdf: { id: number | string };

const paragraph = (children: unknown[]) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children });
const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const doc = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } });
const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: 'About it.',
  content: doc(paragraph([text('Body.')])),
  category: 'markets' as const,
  readingMinutes: 2,
  author: 'Desk',
  publishedAt: '2026-11-01T00:00:00.000Z',
  _status: 'published' as const,
  ...extra,
});

/** The message of the first field error a save was refused with (what the admin shows under the field). */
async function fieldError(save: Promise<unknown>): Promise<string | undefined> {
  const error = await save.then(
    () => undefined,
    (e: { data?: { errors?: Array<{ message: string }> } }) => e,
  );
  return error?.data?.errors?.[0]?.message;
}

const editor = { email: 'slugs@bourse.example', password: 'Slugs-are-addresses-2026!' };

beforeAll(async () => {
  payload = await freshPayload();
  await payload.create({ collection: 'editors', data: { ...editor, name: 'Slugs', role: 'editor' } as never });
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 240, g: 180, b: 20 } } })
    .png()
    .toBuffer();
  photo = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: 'A gold coin' },
    file: { data: png, mimetype: 'image/png', name: 'coin.png', size: png.length },
  });
  const { makePdf } = await import('../src/seed/pdf');
  const bytes = makePdf(['Report']);
  pdf = await payload.create({
    collection: 'media',
    data: {},
    file: { data: bytes, mimetype: 'application/pdf', name: 'r.pdf', size: bytes.length },
  });
}, 180_000);
afterAll(async () => {
  await payload?.destroy();
});

describe('an uploaded image', () => {
  it('gets AVIF copies beside the WebP ones, at the card and hero widths', async () => {
    const image = await payload.findByID({ collection: 'media', id: photo.id });
    expect([image.sizes?.cardAvif?.width, image.sizes?.cardAvif?.mimeType]).toEqual([768, 'image/avif']);
    expect([image.sizes?.heroAvif?.width, image.sizes?.heroAvif?.mimeType]).toEqual([1600, 'image/avif']);
    expect(image.sizes?.heroAvif?.url).toMatch(/\/api\/media\/file\/coin-1600x\d+\.avif$/);
  });
});

describe('picture fields', () => {
  it('a coin keeps its logo, and a PDF is refused as one', async () => {
    const coin = await payload.create({
      collection: 'coins',
      data: { symbol: 'GLD', name: 'Gold', rank: 90, marketCap: '1', description: 'Gold.', logo: photo.id },
      locale: 'en',
    });
    expect((await payload.findByID({ collection: 'coins', id: coin.id, depth: 1 })).logo).toMatchObject({ alt: 'A gold coin' });
    await expect(payload.update({ collection: 'coins', id: coin.id, data: { logo: pdf.id } })).rejects.toThrow(/logo/i);
  });

  it("a page's hero and feature cards, and a research note, keep their pictures", async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: {
        title: 'Pictures',
        slug: 'pictures',
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'Hi', image: photo.id },
          { blockType: 'features', items: [{ title: 'Fast', image: photo.id }, { title: 'No picture' }] },
        ],
      },
    });
    const read = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', depth: 1 });
    const [hero, features] = read.layout as Array<Record<string, any>>;
    expect(hero!.image).toMatchObject({ alt: 'A gold coin', width: 1800, height: 1200 });
    expect(features!.items[0].image).toMatchObject({ alt: 'A gold coin' });
    expect(features!.items[1].image ?? null).toBeNull();

    const { makePdf } = await import('../src/seed/pdf');
    const bytes = makePdf(['Note']);
    const file = await payload.create({
      collection: 'media',
      data: {},
      file: { data: bytes, mimetype: 'application/pdf', name: 'n.pdf', size: bytes.length },
    });
    const note = await payload.create({
      collection: 'research',
      locale: 'en',
      data: {
        title: 'Gold note',
        summary: 'Gold.',
        file: file.id,
        image: photo.id,
        author: 'Desk',
        category: 'macro',
        publishedAt: '2026-11-01T00:00:00.000Z',
        _status: 'published',
      },
    });
    expect((await payload.findByID({ collection: 'research', id: note.id, depth: 1 })).image).toMatchObject({ alt: 'A gold coin' });
  });

  it("the site record's logo and social image reach the site's answer; a typed address still counts while none is chosen", async () => {
    const site = await payload.create({
      collection: 'sites',
      locale: 'en',
      data: {
        title: 'Acme',
        name: 'Acme',
        url: 'https://acme.example',
        theme: 'simple',
        isActive: true,
        logo: 'https://cdn.example/logo.png',
      },
    });
    const { findActiveSite } = await import('../src/endpoints/site-active');
    expect((await findActiveSite(payload, 'en')).logo).toBe('https://cdn.example/logo.png');
    await payload.update({ collection: 'sites', id: site.id, data: { logoImage: photo.id, socialImage: photo.id } });
    const answer = await findActiveSite(payload, 'en');
    expect(answer.logo).toMatch(/\/api\/media\/file\/coin\.png$/);
    expect(answer.thumbnail).toMatch(/coin-1200x630\.jpg$/);
    expect(answer.logoImage).toMatchObject({ alt: 'A gold coin', width: 1800 });
  });
});

describe('an inline image in rich text', () => {
  it('renders as a <picture> with AVIF first, then a WebP srcset with alt text and intrinsic size', async () => {
    const upload = { type: 'upload', version: 3, format: '', id: 'u1', relationTo: 'media', value: photo.id, fields: null };
    const post = await payload.create({ collection: 'posts', locale: 'en', data: article('Inline picture', { content: doc(upload) }) });
    const { html } = await payload.findByID({ collection: 'posts', id: post.id, locale: 'en' });
    expect(html).toMatch(
      /<div class="payload-richtext"><picture><source type="image\/avif" srcset="[^"]+-768x\d+\.avif 768w, [^"]+-1600x\d+\.avif 1600w">/,
    );
    expect(html).toMatch(/<img src="[^"]+-768x\d+\.webp" srcset="[^"]+-768x\d+\.webp 768w, [^"]+-1600x\d+\.webp 1600w"/);
    expect(html).toContain('alt="A gold coin" width="1800" height="1200" loading="lazy"');
  });
});

describe('slugs', () => {
  it('are made from the title when left empty, numbered when the title is taken', async () => {
    const first = await payload.create({ collection: 'posts', locale: 'en', data: article('Weekly Outlook: BTC!') });
    const second = await payload.create({ collection: 'posts', locale: 'en', data: article('Weekly outlook BTC') });
    expect([first.slug, second.slug]).toEqual(['weekly-outlook-btc', 'weekly-outlook-btc-2']);
    const pageA = await payload.create({
      collection: 'pages',
      locale: 'ru',
      data: { title: 'Новости рынка', _status: 'published' } as never,
    });
    const pageB = await payload.create({
      collection: 'pages',
      locale: 'ru',
      data: { title: 'Новости рынка', _status: 'published' } as never,
    });
    expect([pageA.slug, pageB.slug]).toEqual(['novosti-rynka', 'novosti-rynka-2']);
  });

  it('are not fixed by an autosave while the title is being typed, and are made on publish', async () => {
    const { rest } = await import('./rest-support');
    const login = await payload.login({ collection: 'editors', data: editor });
    const typed = await rest(payload, 'POST', '/posts?draft=true&autosave=true&locale=en', {
      token: login.token!,
      body: { ...article('Wee'), _status: 'draft' },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    expect(typed.body.doc.slug ?? null).toBeNull();
    const id = typed.body.doc.id;
    const published = await rest(payload, 'PATCH', `/posts/${id}?locale=en`, {
      token: login.token!,
      body: { title: 'Weekly fees', slug: '', _status: 'published' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.doc.slug).toBe('weekly-fees');
  });

  it('keep their slug when a later save leaves it out', async () => {
    const post = await payload.create({ collection: 'posts', locale: 'en', data: article('Stays put') });
    const updated = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { title: 'Renamed' } });
    expect(updated.slug).toBe('stays-put');
  });

  it('refuse a typed slug another document holds, naming it and a free variant', async () => {
    await payload.create({ collection: 'news', locale: 'en', data: { ...article('Listing'), slug: 'listing' } as never });
    expect(
      await fieldError(payload.create({ collection: 'news', locale: 'en', data: { ...article('Another'), slug: 'listing' } as never })),
    ).toBe(
      'The slug "listing" is already used by "Listing". Choose another one, e.g. "listing-2", or leave it empty to make one from the title.',
    );
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Fees', slug: 'fees', _status: 'published' } as never,
    });
    expect(
      await fieldError(
        payload.update({ collection: 'pages', id: page.id, locale: 'de', data: { title: 'Gebühren', slug: 'pictures' } as never }),
      ),
    ).toMatch(/^The slug "pictures" is already used by "Pictures"/);
  });
});
