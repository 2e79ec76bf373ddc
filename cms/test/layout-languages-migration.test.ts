import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { testDialect } from './helpers';
import { databaseBefore } from './migration-support';

// A second Payload instance cannot share a process with migrations.test.ts's, hence its own file.

let payload: Payload | undefined;
afterAll(async () => {
  const { closeBoursePayload } = await import('../src/index');
  if (payload) await closeBoursePayload(payload);
});

type Block = { id: string; blockType: string; heading?: string; items?: Array<{ id: string; title: string }>; text?: string };

describe(`the layout languages migration (${testDialect})`, () => {
  it("makes one block structure of a page's four copies, keeps every language's words in it, and keeps each status per language", async () => {
    const before = await databaseBefore('_layout_languages');
    payload = before.payload;
    const raw = before.raw;
    await raw(`INSERT INTO "pages" ("id", "slug", "_status") VALUES (7, 'about', 'published')`);
    await raw(`INSERT INTO "pages_locales" ("title", "_locale", "_parent_id") VALUES ('About us', 'en', 7), ('О нас', 'ru', 7)`);
    const hero = (id: string, locale: string, heading: string) => `('${id}', 1, 7, 'layout', '${locale}', '${heading}', '/register')`;
    await raw(
      `INSERT INTO "pages_blocks_hero" ("id", "_order", "_parent_id", "_path", "_locale", "heading", "cta_href") VALUES ${hero('h-en', 'en', 'Trade')}, ${hero('h-ru', 'ru', 'Торгуйте')}`,
    );
    await raw(
      `INSERT INTO "pages_blocks_features" ("id", "_order", "_parent_id", "_path", "_locale", "heading") VALUES ('f-en', 2, 7, 'layout', 'en', 'Why us'), ('f-ru', 2, 7, 'layout', 'ru', 'Почему мы')`,
    );
    await raw(
      `INSERT INTO "pages_blocks_features_items" ("id", "_order", "_parent_id", "_locale", "title") VALUES ('i1-en', 1, 'f-en', 'en', 'Fast'), ('i2-en', 2, 'f-en', 'en', 'Safe'), ('i1-ru', 1, 'f-ru', 'ru', 'Быстро'), ('i2-ru', 2, 'f-ru', 'ru', 'Надёжно')`,
    );
    // A block only the Russian page had: nothing of the English structure to give its words to.
    await raw(
      `INSERT INTO "pages_blocks_risk_warning" ("id", "_order", "_parent_id", "_path", "_locale", "text") VALUES ('r-ru', 3, 7, 'layout', 'ru', 'Риски')`,
    );
    // A draft post: it stays a draft in every language.
    await raw(
      `INSERT INTO "posts" ("id", "slug", "author", "category", "reading_minutes", "_status") VALUES (3, 'notes', 'Desk', 'markets', 2, 'draft')`,
    );
    await raw(`INSERT INTO "posts_locales" ("title", "_locale", "_parent_id") VALUES ('Notes', 'en', 3)`);

    await payload.db.migrate({ migrations: before.rest as never });

    const read = async (locale: 'en' | 'ru' | 'de') =>
      (await payload!.findByID({ collection: 'pages', id: 7, locale, fallbackLocale: false, depth: 0 })) as unknown as {
        layout: Block[];
      };
    const en = await read('en');
    const ru = await read('ru');
    expect(en.layout.map((block) => [block.id, block.blockType, block.heading])).toEqual([
      ['h-en', 'hero', 'Trade'],
      ['f-en', 'features', 'Why us'],
    ]);
    expect(ru.layout.map((block) => [block.id, block.blockType, block.heading])).toEqual([
      ['h-en', 'hero', 'Торгуйте'],
      ['f-en', 'features', 'Почему мы'],
    ]);
    expect(ru.layout[1]!.items!.map((item) => [item.id, item.title])).toEqual([
      ['i1-en', 'Быстро'],
      ['i2-en', 'Надёжно'],
    ]);
    // German never had its own words: it reads nothing of its own (the site falls back to English).
    expect((await read('de')).layout.map((block) => block.heading ?? null)).toEqual([null, null]);
    const leftovers = (await raw(`SELECT "block_table", "locale", "row" FROM "layout_migration_leftovers"`)) as
      { rows?: unknown[] } | unknown[];
    const rows = (Array.isArray(leftovers) ? leftovers : (leftovers.rows ?? [])) as Array<{
      block_table: string;
      locale: string;
      row: string;
    }>;
    expect(rows.map((row) => [row.block_table, row.locale, JSON.parse(row.row).text])).toEqual([
      ['pages_blocks_risk_warning', 'ru', 'Риски'],
    ]);

    for (const locale of ['en', 'ru', 'de', 'es'] as const) {
      const page = await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, locale, depth: 0, draft: false });
      expect(page.docs[0]?._status, `page in ${locale}`).toBe('published');
      const post = await payload.findByID({ collection: 'posts', id: 3, locale, depth: 0, draft: true });
      expect(post._status, `post in ${locale}`).toBe('draft');
    }
  });
});
