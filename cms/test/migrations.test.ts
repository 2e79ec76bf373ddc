import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { testDialect } from './helpers';

type Migration = { name: string; up: unknown; down: unknown };
type RawExecute = (args: { drizzle: unknown; raw: string }) => Promise<unknown>;

let payload: Payload | undefined;
afterAll(async () => {
  const { closeBoursePayload } = await import('../src/index');
  if (payload) await closeBoursePayload(payload);
});

/** A database migrated up to (not including) the migration named `before`, as an installation of that time had it. */
async function databaseBefore(before: string): Promise<{ payload: Payload; rest: Migration[]; raw: (sql: string) => Promise<unknown> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-migrations-'));
  process.env.BOURSE_DATA_DIR = dir;
  process.env.PAYLOAD_LOG_LEVEL = 'error';
  process.env.SITE_INTERNAL_URL = 'http://127.0.0.1:9';
  if (testDialect === 'postgres') {
    const url = new URL(process.env.TEST_POSTGRES_URI!);
    url.pathname = `/bourse_migrations_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}`;
    process.env.DATABASE_URI = url.toString();
  } else process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`;
  const { getBoursePayload } = await import('../src/index');
  const instance = await getBoursePayload();
  const all: Migration[] =
    testDialect === 'postgres'
      ? (await import('../src/migrations/postgres')).migrations
      : (await import('../src/migrations/sqlite')).migrations;
  const cut = all.findIndex((m) => m.name.endsWith(before));
  expect(cut).toBeGreaterThan(0);
  await instance.db.migrate({ migrations: all.slice(0, cut) as never });
  const db = instance.db as unknown as { drizzle: unknown; execute: RawExecute };
  return { payload: instance, rest: all.slice(cut), raw: (sql) => db.execute({ drizzle: db.drizzle, raw: sql }) };
}

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
