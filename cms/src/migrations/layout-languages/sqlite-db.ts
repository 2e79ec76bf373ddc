import type { MigrateUpArgs } from '@payloadcms/db-sqlite';
import { sql } from '@payloadcms/db-sqlite';
import { bind, quote, type MigrationDb, type Row } from './db';

type SqliteDb = MigrateUpArgs['db'];

/** A SQLite migration's drizzle database as the data steps use it. */
export function sqliteMigrationDb(db: SqliteDb): MigrationDb {
  const all = async (text: string, values: unknown[] = []) => (await db.all(bind(sql, text, values))) as Row[];
  return {
    dialect: 'sqlite',
    all,
    run: async (text, values = []) => {
      await db.run(bind(sql, text, values));
    },
    tables: async () => (await all(`SELECT "name" FROM "sqlite_master" WHERE "type" = 'table'`)).map((row) => String(row.name)),
    columns: async (table) => (await all(`PRAGMA table_info(${quote(table)})`)).map((row) => String(row.name)),
  };
}
