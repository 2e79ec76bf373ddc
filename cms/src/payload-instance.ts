import { getPayload, type Payload } from 'payload';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { classifyDatabaseUri } from './db/resolve-uri';
import { endPostgresPool, type PoolLike } from './db/end-pool';

type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>;

/** Payload's Local API on the database named by DATABASE_URI (validated before anything loads). */
export async function getBoursePayload(): Promise<Payload> {
  classifyDatabaseUri(process.env.DATABASE_URI);
  // Outside `next dev` Payload would dial Next's hot-reload websocket (port 3000) and, when
  // something answers there, keep the process alive for it.
  process.env.DISABLE_PAYLOAD_HMR ??= 'true';
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

/**
 * The committed migrations this database has not run yet (all of them on a database never
 * migrated: its migrations table does not exist yet). MongoDB has none.
 */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const { kind } = classifyDatabaseUri(process.env.DATABASE_URI);
  if (kind === 'mongodb') return [];
  const committed = (kind === 'sqlite' ? sqliteMigrations : postgresMigrations).map((m) => m.name);
  const applied = await payload
    .find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
    .then(({ docs }) => docs.map((d) => String(d.name)))
    .catch(() => [] as string[]);
  return committed.filter((name) => !applied.includes(name));
}

/**
 * Releases everything a Payload instance holds so a command can exit: its cron jobs, the adapter,
 * and the database connections. Payload's own `destroy()` leaves the PostgreSQL pool open (and the
 * pool's first connection checked out for ever), which kept `bourse seed` and `bourse migrate`
 * running after their work on PostgreSQL. The instance is also dropped from Payload's per-process
 * cache, so a later `getBoursePayload()` in the same process builds a working one.
 */
export async function closeBoursePayload(payload: Payload): Promise<void> {
  const db = payload.db as Payload['db'] & {
    pool?: PoolLike;
    connection?: { close?: () => Promise<void> };
    client?: { close?: () => void };
  };
  await payload.destroy();
  if (db.pool) await endPostgresPool(db.pool);
  // SQLite (libsql) and MongoDB (mongoose) clients close with their own call.
  db.client?.close?.();
  await db.connection?.close?.().catch(() => {});
  (globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default');
}
