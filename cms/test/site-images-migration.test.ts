import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { testDialect } from './helpers';

// A second Payload instance cannot share a process with migrations.test.ts's, hence its own file.
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

describe(`the site images migration (${testDialect})`, () => {
  it('turns a logo typed as a media library address into that image, and keeps other addresses', async () => {
    const before = await databaseBefore('_site_images');
    payload = before.payload;
    await before.raw(
      `INSERT INTO "media" ("filename", "mime_type", "url", "width", "height") VALUES ('acme-logo.png', 'image/png', '/api/media/file/acme-logo.png', 200, 60)`,
    );
    await before.raw(
      `INSERT INTO "sites" ("name", "url", "theme", "logo", "thumbnail") VALUES ('Acme', 'https://acme.example', 'simple', 'https://cms.acme.example/api/media/file/acme-logo.png', 'https://cdn.example/social.jpg')`,
    );
    await payload.db.migrate({ migrations: before.rest as never });
    const site = (await payload.find({ collection: 'sites', where: { name: { equals: 'Acme' } }, depth: 1 })).docs[0]!;
    expect(site.logoImage).toMatchObject({ filename: 'acme-logo.png' });
    expect(site.socialImage ?? null).toBeNull();
    expect([site.logo, site.thumbnail]).toEqual([
      'https://cms.acme.example/api/media/file/acme-logo.png',
      'https://cdn.example/social.jpg',
    ]);
  });
});
