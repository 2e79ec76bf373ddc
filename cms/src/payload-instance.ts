import { getPayload, type Payload } from 'payload';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { classifyDatabaseUri } from './db/resolve-uri';

/** Payload's Local API on the database named by DATABASE_URI (validated before anything loads). */
export async function getBoursePayload(): Promise<Payload> {
  classifyDatabaseUri(process.env.DATABASE_URI);
  const { default: config } = await import('./payload.config');
  return getPayload({ config });
}

/** Applies the committed migrations for the configured SQL database; MongoDB needs none. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const { kind } = classifyDatabaseUri(process.env.DATABASE_URI);
  if (kind === 'mongodb') return;
  const migrations = kind === 'sqlite' ? sqliteMigrations : postgresMigrations;
  await payload.db.migrate({ migrations });
}
