import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';

/**
 * With CMS_TEST_DATABASE=postgres (the test command's second pass over this suite), every test file
 * gets its own new database on the PostgreSQL server in TEST_POSTGRES_URI (Payload creates it).
 */
function defaultTestUri(dir: string): string {
  if (process.env.CMS_TEST_DATABASE !== 'postgres') return `file:${path.join(dir, 'test.db')}`;
  const server = process.env.TEST_POSTGRES_URI;
  if (!server) throw new Error('CMS_TEST_DATABASE=postgres needs TEST_POSTGRES_URI');
  const url = new URL(server);
  url.pathname = `/bourse_test_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}`;
  return url.toString();
}

/** The database the suite runs on, for names and skip reasons. */
export const testDialect = process.env.CMS_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A Payload instance on a fresh database: a new SQLite file by default, a new PostgreSQL database
 * with CMS_TEST_DATABASE=postgres, or the server in `uri`. Migrated exactly as production is. Call
 * once per test file (one instance per process).
 */
export async function freshPayload(uri?: string): Promise<Payload> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-test-'));
  process.env.BOURSE_DATA_DIR = dir;
  process.env.DATABASE_URI = uri ?? defaultTestUri(dir);
  process.env.PAYLOAD_LOG_LEVEL = 'error';
  process.env.SITE_INTERNAL_URL = 'http://127.0.0.1:9'; // nothing listens: invalidation is best-effort
  const { getBoursePayload, migrateDatabase } = await import('../src/index');
  const payload = await getBoursePayload();
  await migrateDatabase(payload);
  return payload;
}
