import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { findPictureUses } from '../src/collections/Media/usage';
import { freshPayload } from './helpers';

let payload: Payload;

const paragraph = (children: unknown[]) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children });
const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const doc = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } });
const inline = (id: number | string) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: 'u1',
  fields: null,
  relationTo: 'media',
  value: id,
});

async function picture(name: string): Promise<number | string> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  const created = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: name },
    file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length },
  });
  return created.id;
}

beforeAll(async () => {
  payload = await freshPayload();
}, 180_000);
afterAll(async () => {
  await payload?.destroy();
});

// Generous bounds: on PostgreSQL, with other suites beside it, a picture's copies and the reads of
// every collection take tens of seconds.
describe('a picture in the media library', () => {
  it('cannot be deleted while a published page shows it, and the refusal says where', { timeout: 180_000 }, async () => {
    const hero = await picture('desk');
    await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Desk', slug: 'desk', layout: [{ blockType: 'hero', heading: 'Desk', image: hero }], _status: 'published' },
    });
    await expect(payload.delete({ collection: 'media', id: hero })).rejects.toThrow(/used by Page “Desk”/);
    expect((await findPictureUses(payload, hero)).map((use) => [use.kind, use.title, use.href])).toEqual([
      ['Page', 'Desk', expect.stringMatching(/^\/admin\/collections\/pages\/\d+$/)],
    ]);
  });

  it('is found inside rich text too, in any language', { timeout: 180_000 }, async () => {
    const inText = await picture('chart');
    await payload.create({
      collection: 'posts',
      locale: 'ru',
      data: {
        title: 'График',
        slug: 'chart',
        excerpt: 'x',
        category: 'markets',
        readingMinutes: 1,
        author: 'Desk',
        publishedAt: '2026-11-01T00:00:00.000Z',
        content: doc(paragraph([text('См.')]), inline(inText)),
        _status: 'draft',
      },
    });
    expect((await findPictureUses(payload, inText)).map((use) => [use.kind, use.title])).toEqual([['Blog post', 'График']]);
  });

  it('goes once only old versions show it: the page was published again without it', { timeout: 180_000 }, async () => {
    const old = await picture('old-banner');
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Banner', slug: 'banner', layout: [{ blockType: 'hero', heading: 'Banner', image: old }], _status: 'published' },
    });
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { layout: [{ blockType: 'hero', heading: 'Banner' }], _status: 'published' },
    });
    expect(await findPictureUses(payload, old)).toEqual([]);
    await payload.delete({ collection: 'media', id: old });
    const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: page.id } }, depth: 0, locale: 'en' });
    expect(versions.docs.length).toBeGreaterThan(1);
    const heroes = versions.docs.map((version) => (version.version.layout?.[0] as { image?: unknown } | undefined)?.image ?? null);
    expect(heroes.every((image) => image === null)).toBe(true);
  });
});
