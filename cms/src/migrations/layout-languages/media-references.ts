import { quote, type MigrationDb } from './db';

/**
 * SQLite only. Columns added later to a table (`ALTER TABLE … ADD image_id integer REFERENCES
 * media(id)`) were made without `ON DELETE SET NULL`, which the tables Payload creates whole have:
 * deleting a picture an old version still named failed on the foreign key ("An unknown error
 * occurred"). SQLite cannot change a constraint in place, so each such table is made again with the
 * same columns, rows and indexes, the reference now letting go of a deleted picture.
 */
export async function letDeletedPicturesGo(db: MigrationDb): Promise<string[]> {
  if (db.dialect !== 'sqlite') return [];
  const tables = await db.all(`SELECT "name", "sql" FROM "sqlite_master" WHERE "type" = 'table' AND "sql" LIKE '%REFERENCES media(id)%'`);
  const rebuilt: string[] = [];
  await db.run('PRAGMA foreign_keys=OFF');
  for (const { name, sql } of tables) {
    const table = String(name);
    const create = String(sql).replace(/REFERENCES media\(id\)(?!\s+ON\s+DELETE)/gi, 'REFERENCES media(id) ON DELETE SET NULL');
    if (create === sql) continue;
    const indexes = await db.all(`SELECT "sql" FROM "sqlite_master" WHERE "type" = 'index' AND "tbl_name" = ? AND "sql" IS NOT NULL`, [
      table,
    ]);
    const fresh = `__new_${table}`;
    const prefix = create.match(/^CREATE TABLE\s+("[^"]+"|`[^`]+`|\S+)/i)?.[0];
    if (!prefix) throw new Error(`cannot read the definition of ${table}`);
    await db.run(create.replace(prefix, `CREATE TABLE ${quote(fresh)}`));
    const columns = (await db.columns(table)).map(quote).join(', ');
    await db.run(`INSERT INTO ${quote(fresh)} (${columns}) SELECT ${columns} FROM ${quote(table)}`);
    await db.run(`DROP TABLE ${quote(table)}`);
    await db.run(`ALTER TABLE ${quote(fresh)} RENAME TO ${quote(table)}`);
    for (const { sql: index } of indexes) await db.run(String(index));
    rebuilt.push(table);
  }
  await db.run('PRAGMA foreign_keys=ON');
  return rebuilt;
}
