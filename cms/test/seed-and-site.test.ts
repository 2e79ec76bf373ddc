import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';

let payload: Payload;
beforeAll(async () => {
  payload = await freshPayload();
});
afterAll(async () => {
  await payload?.destroy();
});

describe('seed on a fresh SQLite database', () => {
  it('creates the default active site, three themes, home and terms pages, an editor and a trader', async () => {
    const { seed } = await import('../src/index');
    const report = await seed(payload);
    expect(report.created).toEqual(
      expect.arrayContaining(['theme exchange', 'theme dark-brand', 'theme simple', 'site Bourse (default, active)']),
    );
    const { findActiveSite } = await import('../src/index');
    const site = await findActiveSite(payload);
    expect(site).toMatchObject({ theme: 'exchange', isActive: true, isDefault: true, name: 'Bourse', siteName: 'Bourse' });
    const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, locale: 'ru', overrideAccess: false });
    expect(home.docs[0]?.title).toBe('Торгуйте криптовалютой, валютой, акциями и металлами');
    // German and Spanish pages are stored whole, not as a hero over an empty body.
    for (const [slug, locale, widget] of [
      ['currency', 'de', 'converter'],
      ['earn', 'es', 'earnProducts'],
    ] as const) {
      const read = async (l: 'en' | typeof locale) =>
        (
          await payload.find({
            collection: 'pages',
            where: { slug: { equals: slug } },
            locale: l,
            fallbackLocale: false,
            overrideAccess: false,
          })
        ).docs[0]?.layout ?? [];
      const [translated, en] = [await read(locale), await read('en')];
      expect(translated.map((b) => b.blockType)).toEqual(en.map((b) => b.blockType));
      expect(translated.find((b) => b.blockType === 'widget')).toMatchObject({
        widget,
        heading: expect.not.stringMatching(/^(Convert|Products)$/),
      });
    }
    const faq = await payload.find({ collection: 'faq', locale: 'de', fallbackLocale: false, limit: 100 });
    expect(faq.docs.length).toBeGreaterThan(0);
    expect(faq.docs.every((d) => d.question && d.answer && !/^(What|How|Is|When|Why|Can|Should)\b/.test(d.question))).toBe(true);
    // An admin and, beside it, an editor with the editor role (content only); the demo trader's address confirmed.
    const editors = await payload.find({ collection: 'editors', sort: 'email', depth: 0 });
    expect(editors.docs.map((e) => `${e.role} ${e.email}`)).toEqual([
      `admin ${report.logins.admin.email}`,
      `editor ${report.logins.editor.email}`,
    ]);
    const trader = await payload.find({ collection: 'traders', where: { email: { equals: report.logins.trader.email } }, depth: 0 });
    expect(trader.docs[0]?.emailVerified).toBe(true);
  }, 300_000);

  it('is idempotent and keeps what an editor changed', async () => {
    const { seed } = await import('../src/index');
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, locale: 'en' })).docs[0]!;
    await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Edited terms' } });
    const again = await seed(payload);
    expect(again.created).toEqual([]);
    const after = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' });
    expect(after.title).toBe('Edited terms');
  }, 120_000);

  it('gives the home hero, its feature cards, research reports and coins small pictures, in every language', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const home = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, locale, depth: 1 })).docs[0]!;
      const [hero, features] = (home.layout ?? []) as Array<Record<string, any>>;
      expect(hero!.image, locale).toMatchObject({ mimeType: 'image/webp', width: 1200, height: 500 });
      expect(hero!.image.filesize).toBeLessThan(60_000);
      expect(features!.items.map((item: { image?: { alt?: string } }) => Boolean(item.image?.alt))).toEqual([true, true, true, true]);
    }
    const research = await payload.find({ collection: 'research', depth: 1, limit: 10 });
    expect(research.docs.length).toBeGreaterThan(0);
    expect(research.docs.every((doc) => typeof doc.image === 'object' && doc.image?.sizes?.og?.url)).toBe(true);
    const coins = await payload.find({ collection: 'coins', depth: 1, limit: 10 });
    expect(coins.docs.every((coin) => typeof coin.logo === 'object' && coin.logo?.width === 128)).toBe(true);
  });

  it('renders legal rich text to HTML for the site, escaped', async () => {
    const terms = await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, locale: 'en', overrideAccess: false });
    const block = (terms.docs[0]?.layout as Array<{ blockType: string; html?: string }>)[0];
    expect(block?.blockType).toBe('richText');
    expect(block?.html).toContain('<h2');
    expect(block?.html).toContain('at least 18 years old');
  });

  it('falls back to English for a locale without its own text', async () => {
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, locale: 'de' })).docs[0]!;
    await payload.update({ collection: 'pages', id: page.id, locale: 'de', data: { description: null } });
    const de = await payload.findByID({ collection: 'pages', id: page.id, locale: 'de', fallbackLocale: 'en' });
    expect(de.description).toMatch(/Spot trading with a live order book/);
  });
});

describe('sites', () => {
  it('keeps exactly one site active: activating another deactivates the first', async () => {
    const second = await payload.create({
      collection: 'sites',
      data: { title: 'Second broker', name: 'Second', url: 'https://second.example', theme: 'simple', isActive: true },
    });
    const active = await payload.find({ collection: 'sites', where: { isActive: { equals: true } } });
    expect(active.docs.map((d) => d.id)).toEqual([second.id]);
    const { findActiveSite } = await import('../src/index');
    expect((await findActiveSite(payload)).theme).toBe('simple');
  });

  it('refuses a site without an address', async () => {
    const error = await payload
      .create({ collection: 'sites', data: { title: 'x', name: 'x', url: 'not a url', theme: 'exchange' } })
      .catch((e: { data?: { errors?: Array<{ path: string; message: string }> } }) => e);
    expect((error as { data: { errors: unknown[] } }).data.errors).toEqual([
      { path: 'url', label: 'Url', message: 'Enter the site address, e.g. https://broker.example' },
    ]);
    expect((await payload.count({ collection: 'sites', where: { title: { equals: 'x' } } })).totalDocs).toBe(0);
  });
});

describe('themes', () => {
  it('refuses a record with a bad colour, naming the field, and saves nothing', async () => {
    const before = await payload.count({ collection: 'themes' });
    const theme = (await payload.find({ collection: 'themes', where: { name: { equals: 'simple' } } })).docs[0]!;
    const accent = theme.colors.findIndex((row) => row.token === 'accent');
    const colors = theme.colors.map((row, index) => (index === accent ? { ...row, value: 'yellowish' } : row));
    const refusal = await payload
      .update({ collection: 'themes', id: theme.id, data: { colors } })
      .catch((error: { data?: { errors?: Array<{ path: string; message: string }> } }) => error);
    expect(refusal.data?.errors?.map((e) => e.path)).toContain(`colors.${accent}.value`);
    const unchanged = await payload.findByID({ collection: 'themes', id: theme.id });
    expect(unchanged.colors).toEqual(theme.colors);
    expect((await payload.count({ collection: 'themes' })).totalDocs).toBe(before.totalDocs);
  });
});
