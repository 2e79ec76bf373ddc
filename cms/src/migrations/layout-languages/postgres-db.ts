import type { MigrateUpArgs } from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres';
import { bind, type MigrationDb, type Row } from './db';

type PostgresDb = MigrateUpArgs['db'];

/** A PostgreSQL migration's drizzle database as the data steps use it. */
export function postgresMigrationDb(db: PostgresDb): MigrationDb {
  const all = async (text: string, values: unknown[] = []) => (await db.execute(bind(sql, text, values))).rows as Row[];
  return {
    dialect: 'postgres',
    all,
    run: async (text, values = []) => {
      await db.execute(bind(sql, text, values));
    },
    tables: async () =>
      (await all(`SELECT "table_name" FROM information_schema.tables WHERE "table_schema" = current_schema()`)).map((row) =>
        String(row.table_name),
      ),
    columns: async (table) =>
      (
        await all(
          `SELECT "column_name" FROM information_schema.columns WHERE "table_schema" = current_schema() AND "table_name" = ? ORDER BY "ordinal_position"`,
          [table],
        )
      ).map((row) => String(row.column_name)),
  };
}
