import { quote, type MigrationDb } from './db';

/**
 * Each content document's status becomes one per language (Payload's localizeStatus): `_status` moves
 * from `<collection>` to `<collection>_locales`, `version__status` from `_<collection>_v` to its
 * `_locales`. Every language takes the status the document had, so visitors see exactly what they
 * saw before: a document published once was published in every language (the others read English).
 */
export const STATUS_COLLECTIONS = ['pages', 'posts', 'news', 'research'] as const;

type Statuses = Array<{ table: string; column: string; rows: Array<{ id: unknown; status: unknown }> }>;

const tablesOf = (collection: string) => [
  { table: collection, column: '_status' },
  { table: `_${collection}_v`, column: 'version__status' },
];

/** The statuses as they are before the schema changes. */
export async function snapshotStatuses(db: MigrationDb): Promise<Statuses> {
  const snapshot: Statuses = [];
  for (const collection of STATUS_COLLECTIONS) {
    for (const { table, column } of tablesOf(collection)) {
      const rows = await db.all(`SELECT "id" AS "id", ${quote(column)} AS "status" FROM ${quote(table)}`);
      snapshot.push({ table, column, rows: rows.map((row) => ({ id: row.id, status: row.status })) });
    }
  }
  return snapshot;
}

/** Writes each document's (and version's) status into every language's row, making the rows it lacks. */
export async function restoreStatuses(db: MigrationDb, snapshot: Statuses, locales: readonly string[]): Promise<void> {
  for (const { table, column, rows } of snapshot) {
    const target = quote(`${table}_locales`);
    for (const { id, status } of rows) {
      for (const locale of locales) {
        await db.run(
          `INSERT INTO ${target} ("_locale", "_parent_id", ${quote(column)}) VALUES (?, ?, ?) ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET ${quote(column)} = excluded.${quote(column)}`,
          [locale, id, status ?? 'draft'],
        );
      }
    }
  }
}
