import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CollectionSlug, Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPayload, testDialect } from './helpers';

// Export, wipe, import, export again: the two folders must be the same content. Run on SQLite and
// (in the test command's second pass) on PostgreSQL; the CLI journey moves a site between them.
let payload: Payload;
const tmp = (name: string) => path.join(mkdtempSync(path.join(os.tmpdir(), 'bourse-content-')), name);

beforeAll(async () => {
  // As `bourse import content` runs it: all or nothing, also on SQLite.
  process.env.BOURSE_SQLITE_TRANSACTIONS = '1';
  payload = await freshPayload();
  const { seed } = await import('../src/index');
  await seed(payload, { only: ['site', 'pages', 'faq', 'coins', 'posts'] });
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

/** Every file of an export folder, parsed, except the manifest's time stamp. */
function readFolder(dir: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, file);
    out[name] = name.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : readFileSync(file).toString('base64');
  }
  delete (out['manifest.json'] as { exportedAt?: string }).exportedAt;
  return out;
}

/**
 * An export as its content: each collection's files in name order (an import writes records that
 * refer to others later, so their ids and hence the listing order change), and an image as its
 * container signature and that it holds a picture (Payload re-encodes every uploaded image to strip
 * its metadata, so the same picture comes out as different bytes each time it is uploaded).
 */
function comparable(folder: Record<string, unknown>): Record<string, unknown> {
  const manifest = folder['manifest.json'] as Manifest;
  const sorted = { ...manifest, collections: manifest.collections.map((c) => ({ ...c, files: [...c.files].sort() })) };
  const images = Object.entries(folder).map(([name, value]) => {
    if (!/\.(webp|png|jpe?g|gif)$/.test(name)) return [name, value];
    const bytes = Buffer.from(String(value), 'base64');
    return [name, { signature: bytes.subarray(0, 4).toString('latin1'), holdsPicture: bytes.length > 100 }];
  });
  return { ...Object.fromEntries(images), 'manifest.json': sorted };
}

type Manifest = { collections: { slug: string; key: string; files: string[] }[] } & Record<string, unknown>;

/**
 * A folder holding only some records of an export (and the uploaded files beside them), so a test
 * imports what it is about instead of the whole site.
 */
function subset(source: string, keep: Record<string, string[]>): string {
  const dir = tmp('subset');
  const manifest = JSON.parse(readFileSync(path.join(source, 'manifest.json'), 'utf8')) as Manifest;
  manifest.collections = manifest.collections.filter((c) => keep[c.slug]).map((c) => ({ ...c, files: keep[c.slug]! }));
  for (const { slug, files } of manifest.collections) {
    mkdirSync(path.join(dir, slug, 'files'), { recursive: true });
    for (const file of files) {
      const record = JSON.parse(readFileSync(path.join(source, slug, file), 'utf8')) as { key: string };
      writeFileSync(path.join(dir, slug, file), JSON.stringify(record));
      if (existsSync(path.join(source, slug, 'files', record.key)))
        copyFileSync(path.join(source, slug, 'files', record.key), path.join(dir, slug, 'files', record.key));
    }
  }
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

async function count(slug: string): Promise<number> {
  return (await payload.count({ collection: slug as CollectionSlug })).totalDocs;
}

async function pageTitle(slug: string, locale: 'en' | 'ru'): Promise<string> {
  const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, locale, depth: 0 });
  return docs[0]!.title as string;
}

describe(`bourse content export and import (${testDialect})`, () => {
  let first: string;

  it('writes each record in every language, references by key, uploads as files, and no accounts', async () => {
    const { exportContent } = await import('../src/index');
    first = tmp('first');
    const manifest = await exportContent(payload, first);
    expect(manifest.collections.map((c) => c.slug)).not.toContain('editors');
    expect(manifest.collections.map((c) => c.slug)).not.toContain('traders');
    for (const accountData of ['support-requests', 'verification-requests', 'kyc-documents', 'trading-orders', 'trading-api-keys'])
      expect(manifest.collections.map((c) => c.slug)).not.toContain(accountData);
    const home = JSON.parse(readFileSync(path.join(first, 'pages', 'home.json'), 'utf8'));
    expect(home.key).toBe('home');
    expect(home.data.title).toMatchObject({ en: await pageTitle('home', 'en'), ru: await pageTitle('home', 'ru') });
    expect(home.data.id).toBeUndefined();
    const research = readdirSync(path.join(first, 'research'));
    expect(research.length).toBeGreaterThan(0);
    const report = JSON.parse(readFileSync(path.join(first, 'research', research[0]!), 'utf8'));
    expect(report.data.file).toEqual({ $ref: { collection: 'media', key: expect.stringMatching(/\.pdf$/) } });
    expect(
      readFileSync(path.join(first, 'media', 'files', report.data.file.$ref.key))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a folder that is not empty, saying so', async () => {
    const { exportContent } = await import('../src/index');
    await expect(exportContent(payload, first)).rejects.toThrow(/is not empty: export into a new or empty folder/);
  });

  it('rebuilds the same content in an emptied database, and exports it the same again', async () => {
    const { importContent, exportContent } = await import('../src/index');
    const manifest = JSON.parse(readFileSync(path.join(first, 'manifest.json'), 'utf8')) as {
      collections: { slug: string; files: string[] }[];
    };
    const counts = Object.fromEntries(manifest.collections.map((c) => [c.slug, c.files.length]));
    // Referring records first, so nothing points at a deleted record.
    for (const slug of ['research', 'posts', 'news', 'pages', 'faq', 'coins', 'sites', 'themes', 'media']) {
      await payload.delete({ collection: slug as CollectionSlug, where: { id: { exists: true } } });
      expect(await count(slug)).toBe(0);
    }
    const report = await importContent(payload, first);
    expect(report.updated).toEqual([]);
    expect(report.created).toHaveLength(Object.values(counts).reduce((a, b) => a + b, 0));
    for (const [slug, n] of Object.entries(counts)) expect(await count(slug), slug).toBe(n);
    // Published as it was, in every language: what a visitor (no drafts) reads.
    for (const locale of ['en', 'ru'] as const) {
      const seen = await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'terms' } },
        locale,
        overrideAccess: false,
        draft: false,
        depth: 0,
      });
      expect(
        seen.docs.map((d) => d.slug),
        locale,
      ).toEqual(['terms']);
    }
    const second = tmp('second');
    await exportContent(payload, second);
    expect(comparable(readFolder(second))).toEqual(comparable(readFolder(first)));
  }, 300_000);

  it('brings changed records back to the folder, in every language', async () => {
    const { importContent } = await import('../src/index');
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, depth: 0 });
    await payload.update({ collection: 'pages', id: docs[0]!.id, locale: 'ru', data: { title: 'Изменено' } });
    const before = await pageTitle('terms', 'en');
    const report = await importContent(payload, subset(first, { pages: ['terms.json'] }));
    expect(report).toEqual({ created: [], updated: ['pages terms'] });
    expect(await pageTitle('terms', 'ru')).not.toBe('Изменено');
    expect(await pageTitle('terms', 'en')).toBe(before);
  }, 300_000);

  it('carries a post written only in English: published in English, absent in the others, saved by the import', async () => {
    const { importContent, exportContent } = await import('../src/index');
    const paragraph = { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '' };
    const text = { type: 'text', version: 1, text: 'Not translated yet.', format: 0, style: '', mode: 'normal', detail: 0 };
    await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'English only',
        slug: 'english-only',
        excerpt: 'Written in English, not translated yet.',
        content: {
          root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ ...paragraph, children: [text] }] },
        },
        category: 'product',
        readingMinutes: 1,
        author: 'Desk',
        publishedAt: '2026-11-28T10:00:00.000Z',
        _status: 'published',
      },
    });
    const folder = tmp('english-only');
    await exportContent(payload, folder);
    const record = JSON.parse(readFileSync(path.join(folder, 'posts', 'english-only.json'), 'utf8'));
    expect(record.status).toEqual({ en: 'published' });

    await payload.delete({ collection: 'posts', where: { slug: { equals: 'english-only' } } });
    await importContent(payload, subset(folder, { posts: ['english-only.json'] }));
    const read = (locale: 'en' | 'ru') =>
      payload.find({
        collection: 'posts',
        where: { slug: { equals: 'english-only' } },
        locale,
        fallbackLocale: false,
        overrideAccess: false,
        draft: false,
        depth: 0,
      });
    expect((await read('en')).docs.map((d) => d.title)).toEqual(['English only']);
    expect((await read('ru')).docs.map((d) => d.title ?? null)).toEqual([]);
    const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: 'english-only' } }, depth: 0 });
    expect(docs[0]!.editedBy).toBe('bourse content import');
  }, 300_000);

  it('checks the whole folder first: a broken file names itself and nothing is written', async () => {
    const { importContent } = await import('../src/index');
    const broken = subset(first, { pages: ['terms.json', 'home.json'] });
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, depth: 0 });
    await payload.update({ collection: 'pages', id: docs[0]!.id, locale: 'en', data: { title: 'Kept' } });
    writeFileSync(path.join(broken, 'pages', 'home.json'), '{"key": "home", "data": ');
    await expect(importContent(payload, broken)).rejects.toThrow(/pages[/\\]home\.json is not readable JSON .*: export the content again/);
    expect(await pageTitle('terms', 'en')).toBe('Kept');
  }, 300_000);

  it('leaves the database as it was when a record is refused part-way', async () => {
    const { importContent } = await import('../src/index');
    const manifest0 = JSON.parse(readFileSync(path.join(first, 'manifest.json'), 'utf8')) as Manifest;
    const researchFile = manifest0.collections.find((c) => c.slug === 'research')!.files[0]!;
    // The report refers to its PDF and to its picture: both come along.
    const { data } = JSON.parse(readFileSync(path.join(first, 'research', researchFile), 'utf8')) as {
      data: { file: { $ref: { key: string } }; image: { $ref: { key: string } } };
    };
    const mediaFiles = [data.file.$ref.key, data.image.$ref.key].map((key) =>
      manifest0.collections.find((c) => c.slug === 'media')!.files.find((f) => f.startsWith(key))!,
    );
    const faqFile = manifest0.collections.find((c) => c.slug === 'faq')!.files[0]!;
    const folder = subset(first, { faq: [faqFile], media: mediaFiles, research: [researchFile] });
    const faqCount = await count('faq');
    const manifestFile = path.join(folder, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    // A new FAQ entry (nothing it refers to: written in the first round) and a research report
    // whose slug Payload refuses (it refers to its file, so it is written after the FAQ).
    const faq = manifest.collections.find((c) => c.slug === 'faq')!;
    const sample = JSON.parse(readFileSync(path.join(folder, 'faq', faq.files[0]!), 'utf8'));
    sample.key = 'A question only the import has';
    sample.data.question = { ...sample.data.question, en: sample.key };
    writeFileSync(path.join(folder, 'faq', 'new.json'), JSON.stringify(sample));
    faq.files.push('new.json');
    const research = manifest.collections.find((c) => c.slug === 'research')!;
    const report = JSON.parse(readFileSync(path.join(folder, 'research', research.files[0]!), 'utf8'));
    report.key = 'Not A Slug';
    report.data.slug = 'Not A Slug';
    writeFileSync(path.join(folder, 'research', 'bad.json'), JSON.stringify(report));
    research.files.push('bad.json');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await expect(importContent(payload, folder)).rejects.toThrow(/slug/i);
    expect(await count('faq')).toBe(faqCount);
    expect(await pageTitle('terms', 'en')).toBe('Kept');
  }, 300_000);
});
