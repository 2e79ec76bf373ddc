/** A row as the database answers it, by column. */
export type Row = Record<string, unknown>;

/**
 * What the data steps of a migration need from the database, the same on SQLite and PostgreSQL:
 * statements with `?` placeholders, the tables there are and their columns. Each dialect's migration
 * file makes one from its own driver (sqlite-db.ts, postgres-db.ts).
 */
export type MigrationDb = {
  dialect: 'sqlite' | 'postgres';
  all(text: string, values?: unknown[]): Promise<Row[]>;
  run(text: string, values?: unknown[]): Promise<void>;
  tables(): Promise<string[]>;
  columns(table: string): Promise<string[]>;
};

/** A table or column name quoted for both dialects; names come from the database itself, checked anyway. */
export function quote(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected name in a migration: ${name}`);
  return `"${name}"`;
}

/** INSERT of one row's named columns (all of them present in `row`). */
export async function insertRow(db: MigrationDb, table: string, row: Row, columns: string[]): Promise<void> {
  const present = columns.filter((column) => column in row);
  if (!present.length) return;
  const names = present.map(quote).join(', ');
  await db.run(
    `INSERT INTO ${quote(table)} (${names}) VALUES (${present.map(() => '?').join(', ')})`,
    present.map((c) => row[c]),
  );
}

/** The migration's drizzle `sql` tag (the same drizzle in both SQL adapters). */
type SqlTag = typeof import('@payloadcms/db-sqlite').sql;

/** A statement with `?` placeholders and its values as one drizzle query. */
export function bind(sql: SqlTag, text: string, values: unknown[] = []): ReturnType<SqlTag['join']> {
  const pieces = text.split('?');
  if (pieces.length !== values.length + 1) throw new Error(`placeholders and values differ in: ${text}`);
  const parts: Array<ReturnType<SqlTag['raw']>> = [];
  pieces.forEach((piece, index) => {
    parts.push(sql.raw(piece));
    if (index < values.length) parts.push(sql`${values[index]}`);
  });
  return sql.join(parts);
}
