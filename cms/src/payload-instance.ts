import { getPayload, type Payload } from 'payload';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { classifyDatabaseUri } from './db/resolve-uri';

type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>;

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
  // The generated files type their args per adapter; Payload's shared signature takes unknown args.
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList });
}
