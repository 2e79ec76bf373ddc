import { mongooseAdapter } from '@payloadcms/db-mongodb';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { migrations as postgresMigrations } from '../migrations/postgres';
import { migrations as sqliteMigrations } from '../migrations/sqlite';
import { classifyDatabaseUri } from './resolve-uri';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The database adapter named by DATABASE_URI. Schema changes never happen by "push": the SQL
 * adapters apply the committed migrations (one folder per SQL dialect), on start in production and
 * through `bourse migrate` / `bourse start` everywhere else, so dev, test and production agree.
 */
export function createDatabaseAdapter(rawUri = process.env.DATABASE_URI): DatabaseAdapterObj {
  const { kind, uri } = classifyDatabaseUri(rawUri);
  switch (kind) {
    case 'sqlite': {
      mkdirSync(path.dirname(uri.slice('file:'.length)), { recursive: true });
      return sqliteAdapter({
        client: { url: uri },
        push: false,
        busyTimeout: 5000,
        // Write-ahead log: readers (the CMS) never wait for a writer (`bourse seed`, `theme use`), and
        // a commit costs one sync instead of three. NORMAL syncs at checkpoints: a power cut can lose
        // the last commits but never corrupts the file (SQLite's advice for WAL).
        wal: { synchronous: 'NORMAL' },
        migrationDir: path.resolve(import.meta.dirname ?? '.', '../migrations/sqlite'),
        prodMigrations: sqliteMigrations,
        // Payload runs SQLite without transactions. A process that needs all-or-nothing writes
        // (`bourse import content`) turns them on for itself; the CMS server keeps them off, so its
        // many short writes never wait on each other.
        ...(process.env.BOURSE_SQLITE_TRANSACTIONS === '1' ? { transactionOptions: {} } : {}),
      });
    }
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: uri },
        push: false,
        migrationDir: path.resolve(import.meta.dirname ?? '.', '../migrations/postgres'),
        prodMigrations: postgresMigrations,
      });
    case 'mongodb':
      // No migrations: MongoDB has no schema to migrate. Untested here (no server on these machines).
      return mongooseAdapter({ url: uri });
  }
}
