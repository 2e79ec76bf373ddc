import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { expect } from 'vitest';
import { testDialect } from './helpers';

export type Migration = { name: string; up: unknown; down: unknown };
type RawExecute = (args: { drizzle: unknown; raw: string }) => Promise<unknown>;

/** A database migrated up to (not including) the migration named `before`, as an installation of that time had it. */
export async function databaseBefore(
  before: string,
): Promise<{ payload: Payload; rest: Migration[]; raw: (sql: string) => Promise<unknown> }> {
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
