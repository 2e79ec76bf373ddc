import { insertRow, quote, type MigrationDb, type Row } from './db';

/**
 * Pages' layouts from one copy per language to one block structure whose words are per language.
 * Before: every block and array row (`pages_blocks_hero`, `pages_blocks_features_items`, and the
 * versions' `_pages_v_blocks_*`) carried a `_locale`, each language its own rows. After: one set of
 * rows, the structure, with each language's words in `<table>_locales`.
 *
 * The structure is English's (or, for a page without English blocks, the first language that has
 * some). Another language's rows are matched to it in order: a block to the next structure block of
 * the same kind, an array item to the item at its place; its words go to that row. Nothing is lost: a
 * row that matches nothing, or whose shared value (a picture, a setting) differs from the
 * structure's, is kept whole in `layout_migration_leftovers` with the reason.
 */
export type LayoutSnapshot = { families: Array<{ prefix: string; tables: Map<string, Row[]> }> };

const FAMILIES = ['pages_blocks_', '_pages_v_blocks_'];
const ROW_META = new Set(['id', '_order', '_parent_id', '_path', '_locale', '_uuid']);

/** Every row of every block table with a `_locale` column, read before the schema changes. */
export async function snapshotLayouts(db: MigrationDb): Promise<LayoutSnapshot> {
  const names = await db.tables();
  const families: LayoutSnapshot['families'] = [];
  for (const prefix of FAMILIES) {
    const tables = new Map<string, Row[]>();
    for (const table of names.filter((name) => name.startsWith(prefix) && !name.endsWith('_locales'))) {
      if (!(await db.columns(table)).includes('_locale')) continue;
      tables.set(table, await db.all(`SELECT * FROM ${quote(table)}`));
    }
    families.push({ prefix, tables });
  }
  return { families };
}

type Texts = Array<{ table: string; locale: string; parent: unknown; row: Row }>;
type Leftover = { table: string; locale: string; reason: string; row: Row };

const byOrder = (a: Row, b: Row) => Number(a._order) - Number(b._order);
/** Equal as stored values; an empty text and no text are the same thing. */
const same = (a: unknown, b: unknown) => JSON.stringify(a === '' ? null : (a ?? null)) === JSON.stringify(b === '' ? null : (b ?? null));
const keyOf = (parent: unknown, locale: unknown) => `${JSON.stringify(parent)}|${String(locale)}`;

/** Each table's rows by (parent row, language), in their order. */
function indexRows(tables: Map<string, Row[]>): Map<string, Map<string, Row[]>> {
  const index = new Map<string, Map<string, Row[]>>();
  for (const [table, rows] of tables) {
    const groups = new Map<string, Row[]>();
    for (const row of rows) {
      const key = keyOf(row._parent_id, row._locale);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) group.sort(byOrder);
    index.set(table, groups);
  }
  return index;
}

/** The table a nested array table belongs to: the longest other table whose name starts its own. */
function parentTableOf(table: string, tables: string[]): string | undefined {
  return tables.filter((other) => other !== table && table.startsWith(`${other}_`)).sort((a, b) => b.length - a.length)[0];
}

export async function restoreLayouts(db: MigrationDb, snapshot: LayoutSnapshot, locales: readonly string[]): Promise<number> {
  await db.run(
    `CREATE TABLE IF NOT EXISTS "layout_migration_leftovers" ("id" ${db.dialect === 'postgres' ? 'serial' : 'integer'} PRIMARY KEY, "block_table" text NOT NULL, "locale" text NOT NULL, "reason" text NOT NULL, "row" text NOT NULL)`,
  );
  let leftoverCount = 0;
  const after = await db.tables();
  for (const { tables } of snapshot.families) {
    const names = [...tables.keys()];
    const shared = new Map<string, string[]>();
    const localized = new Map<string, string[]>();
    for (const table of names) {
      shared.set(table, await db.columns(table));
      const words = after.includes(`${table}_locales`) ? await db.columns(`${table}_locales`) : [];
      localized.set(
        table,
        words.filter((column) => !ROW_META.has(column)),
      );
    }
    const parentOf = new Map(names.map((table) => [table, parentTableOf(table, names)]));
    const childrenOf = (table: string) => names.filter((other) => parentOf.get(other) === table);
    const index = indexRows(tables);
    const rowsUnder = (table: string, parent: unknown, locale: string) => index.get(table)?.get(keyOf(parent, locale)) ?? [];

    const keep = new Map<string, Row[]>(names.map((table) => [table, []]));
    const texts: Texts = [];
    const leftovers: Leftover[] = [];

    /** `structure` is kept; `other` (a row of `locale`) gives its words to it, and its children likewise. */
    const pair = (table: string, structure: Row, other: Row, locale: string) => {
      texts.push({ table, locale, parent: structure.id, row: other });
      const differs = (shared.get(table) ?? []).filter((c) => !ROW_META.has(c) && c in other && !same(other[c], structure[c]));
      if (differs.length)
        leftovers.push({ table, locale, reason: `shared values kept from the structure: ${differs.join(', ')}`, row: other });
      for (const child of childrenOf(table)) {
        const mine = rowsUnder(child, structure.id, String(structure._locale));
        const theirs = rowsUnder(child, other.id, locale);
        theirs.forEach((row, index) => {
          if (mine[index]) pair(child, mine[index]!, row, locale);
          else leftovers.push({ table: child, locale, reason: 'no item at its place in the structure', row });
        });
      }
    };
    const keepStructure = (table: string, row: Row) => {
      keep.get(table)!.push(row);
      for (const child of childrenOf(table)) for (const kid of rowsUnder(child, row.id, String(row._locale))) keepStructure(child, kid);
    };

    const topTables = names.filter((table) => !parentOf.get(table));
    const parents = new Set(topTables.flatMap((table) => (tables.get(table) ?? []).map((row) => JSON.stringify(row._parent_id))));
    for (const parentKey of parents) {
      const parent: unknown = JSON.parse(parentKey);
      const layoutOf = (locale: string) =>
        topTables.flatMap((table) => rowsUnder(table, parent, locale).map((row) => ({ table, row }))).sort((a, b) => byOrder(a.row, b.row));
      const structureLocale = locales.find((locale) => layoutOf(locale).length > 0)!;
      const structure = layoutOf(structureLocale);
      for (const { table, row } of structure) keepStructure(table, row);
      for (const locale of locales) {
        let from = 0;
        for (const block of layoutOf(locale)) {
          const at = structure.findIndex((candidate, index) => index >= from && candidate.table === block.table);
          if (at < 0) {
            leftovers.push({
              table: block.table,
              locale,
              reason: 'no block of its kind left at its place in the structure',
              row: block.row,
            });
            continue;
          }
          pair(block.table, structure[at]!.row, block.row, locale);
          from = at + 1;
        }
      }
    }

    // Children first out, parents first in: the rows' foreign keys hold at every step.
    const deepestFirst = [...names].sort((a, b) => b.length - a.length);
    for (const table of deepestFirst) await db.run(`DELETE FROM ${quote(table)}`);
    for (const table of [...deepestFirst].reverse()) {
      const columns = shared.get(table) ?? [];
      for (const row of keep.get(table)!) await insertRow(db, table, row, columns);
    }
    for (const { table, locale, parent, row } of texts) {
      const columns = localized.get(table) ?? [];
      if (!columns.length) continue;
      await insertRow(db, `${table}_locales`, { ...row, _locale: locale, _parent_id: parent }, [...columns, '_locale', '_parent_id']);
    }
    for (const { table, locale, reason, row } of leftovers) {
      await insertRow(db, 'layout_migration_leftovers', { block_table: table, locale, reason, row: JSON.stringify(row) }, [
        'block_table',
        'locale',
        'reason',
        'row',
      ]);
    }
    leftoverCount += leftovers.length;
  }
  return leftoverCount;
}
