import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { testDialect } from './helpers';
import { databaseBefore } from './migration-support';

let payload: Payload | undefined;
afterAll(async () => {
  const { closeBoursePayload } = await import('../src/index');
  if (payload) await closeBoursePayload(payload);
});

describe(`migrations keep what an installation stored (${testDialect})`, () => {
  it('a site saved before titles had languages keeps its title and description, as the English ones', async () => {
    const before = await databaseBefore('_site_title_locales');
    payload = before.payload;
    await before.raw(
      `INSERT INTO "sites" ("title", "name", "url", "description", "theme") VALUES ('Acme: a broker', 'Acme', 'https://acme.example', 'Trade with Acme.', 'simple')`,
    );
    // The migrations table still lists only the older ones: the rest is what `bourse migrate` applies.
    await payload.db.migrate({ migrations: before.rest as never });
    const english = await payload.find({ collection: 'sites', where: { name: { equals: 'Acme' } }, locale: 'en', depth: 0 });
    expect(english.docs[0]).toMatchObject({ title: 'Acme: a broker', description: 'Trade with Acme.', theme: 'simple' });
    const russian = await payload.find({ collection: 'sites', where: { name: { equals: 'Acme' } }, locale: 'ru', depth: 0 });
    expect(russian.docs[0]?.title).toBe('Acme: a broker'); // read through the English fallback until translated
  });
});
