import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { faqEntries } from '../src/seed/content/faq-entries';
import { freshPayload, testDialect } from './helpers';

let payload: Payload;
beforeAll(async () => {
  payload = await freshPayload();
});
afterAll(async () => {
  const { closeBoursePayload } = await import('../src/index');
  if (payload) await closeBoursePayload(payload);
});

describe(`a seed stopped between a record's languages (${testDialect})`, () => {
  it('the next run writes the missing language and keeps the rest as an editor left it', async () => {
    const { seed } = await import('../src/index');
    const { category, texts } = faqEntries[0]!;
    const [[qEn, aEn], [qRu]] = [texts.en, texts.ru];
    // What a seed killed after the English write of the first FAQ entry leaves behind, plus an
    // editor's change to that English text since.
    const doc = await payload.create({
      collection: 'faq',
      locale: 'en',
      data: { question: qEn, answer: `${aEn} (edited)`, category, order: 10 } as never,
    });

    const report = await seed(payload, { only: ['faq'] });
    expect(report.updated).toEqual([`faq "${qEn}": completed ru, de, es`]);
    expect(report.created).toHaveLength(faqEntries.length - 1);
    const ru = await payload.findByID({ collection: 'faq', id: doc.id, locale: 'ru', fallbackLocale: false });
    expect(ru.question).toBe(qRu);
    const en = await payload.findByID({ collection: 'faq', id: doc.id, locale: 'en' });
    expect(en.answer).toBe(`${aEn} (edited)`);

    const again = await seed(payload, { only: ['faq'] });
    expect(again).toMatchObject({ created: [], updated: [] });
  }, 300_000);

  it('a page written without its version row (the seed killed between the two) is found and kept, not created twice', async () => {
    const { seed } = await import('../src/index');
    await seed(payload, { only: ['pages'] });
    const home = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, limit: 1, depth: 0 })).docs[0]!;
    await payload.db.deleteVersions({ collection: 'pages', where: { parent: { equals: home.id } } });
    const again = await seed(payload, { only: ['pages'] });
    expect(again.created).toEqual([]);
    expect((await payload.count({ collection: 'pages', where: { slug: { equals: 'home' } } })).totalDocs).toBe(1);
  }, 300_000);

  it('--only runs just the parts named', async () => {
    const { seed } = await import('../src/index');
    const report = await seed(payload, { only: ['coins'] });
    expect(report.created.length).toBeGreaterThan(0);
    expect([...report.created, ...report.kept].every((label) => label.startsWith('coin '))).toBe(true);
    expect((await payload.count({ collection: 'sites' })).totalDocs).toBe(0);
  }, 300_000);

  it('--site fills an existing site and names the valid ones for an unknown site', async () => {
    const { seed } = await import('../src/index');
    await expect(seed(payload, { only: ['site'], site: 'Nope' })).rejects.toThrow('no site named "Nope": the sites are none yet');
    await payload.create({
      collection: 'sites',
      locale: 'en',
      data: { name: 'Acme', title: 'Acme', url: 'https://acme.example', theme: 'simple' },
      context: { skipSiteNotify: true },
    });
    const report = await seed(payload, { only: ['site'], site: 'Acme' });
    expect(report.updated).toContain('site Acme (menus)');
    const acme = await payload.find({ collection: 'sites', where: { name: { equals: 'Acme' } }, locale: 'ru', depth: 0 });
    expect(acme.docs[0]).toMatchObject({ theme: 'simple', url: 'https://acme.example' });
    expect(acme.docs[0]?.navigation?.header?.[0]?.label).toBe('Торговля');
  }, 300_000);
});
