import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';

/**
 * A Payload instance on a fresh database: a new SQLite file by default, or the PostgreSQL server in
 * `uri`. Migrated exactly as production is. Call once per test file (one instance per process).
 */
export async function freshPayload(uri?: string): Promise<Payload> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-test-'));
  process.env.BOURSE_DATA_DIR = dir;
  process.env.DATABASE_URI = uri ?? `file:${path.join(dir, 'test.db')}`;
  process.env.PAYLOAD_LOG_LEVEL = 'error';
  process.env.SITE_INTERNAL_URL = 'http://127.0.0.1:9'; // nothing listens: invalidation is best-effort
  const { getBoursePayload, migrateDatabase } = await import('../src/index');
  const payload = await getBoursePayload();
  await migrateDatabase(payload);
  return payload;
}
