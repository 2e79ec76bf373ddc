import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { copyTemplate, databaseUri } from './templates';

/** The database the suite runs on, for names and skip reasons. */
export const testDialect = process.env.CMS_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A Payload instance on a fresh database: a new SQLite file by default, a new PostgreSQL database
 * with CMS_TEST_DATABASE=postgres, or the server in `uri`. Migrated exactly as production is: a copy
 * of the run's migrated template (test/templates.ts), or migrated here for a `uri` or without one.
 * Call once per test file (one instance per process).
 */
export async function freshPayload(uri?: string): Promise<Payload> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-test-'));
  const copied = uri ? undefined : await copyTemplate(dir);
  process.env.BOURSE_DATA_DIR = dir;
  process.env.DATABASE_URI = copied ?? uri ?? databaseUri(dir);
  process.env.PAYLOAD_LOG_LEVEL = 'error';
  process.env.SITE_INTERNAL_URL = 'http://127.0.0.1:9'; // nothing listens: invalidation is best-effort
  const { getBoursePayload, migrateDatabase } = await import('../src/index');
  const payload = await getBoursePayload();
  await migrateDatabase(payload); // nothing to apply on a copy
  return payload;
}
