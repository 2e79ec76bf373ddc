import type { MigrationDb } from './db';
import { restoreLayouts, snapshotLayouts, type LayoutSnapshot } from './layouts';
import { letDeletedPicturesGo } from './media-references';
import { restoreStatuses, snapshotStatuses } from './statuses';
import { fillSchemeColours } from './theme-schemes';

/**
 * The data steps of the `layout_languages` migration (SQLite and PostgreSQL alike), around the
 * schema statements Payload generated: what the old columns hold is read first, the schema changes,
 * then it is written into the new places. The languages as they were when it was written, English
 * first (it gives a page its one block structure).
 */
const LOCALES = ['en', 'ru', 'de', 'es'] as const;

export type Before = { layouts: LayoutSnapshot; statuses: Awaited<ReturnType<typeof snapshotStatuses>> };

export async function readBeforeSchema(db: MigrationDb): Promise<Before> {
  return { layouts: await snapshotLayouts(db), statuses: await snapshotStatuses(db) };
}

export async function writeAfterSchema(db: MigrationDb, before: Before, log: (message: string) => void): Promise<void> {
  const leftovers = await restoreLayouts(db, before.layouts, LOCALES);
  if (leftovers) log(`${leftovers} block rows that matched no block of the English structure are kept in layout_migration_leftovers`);
  await restoreStatuses(db, before.statuses, LOCALES);
  await fillSchemeColours(db);
  const rebuilt = await letDeletedPicturesGo(db);
  if (rebuilt.length) log(`pictures can be deleted again from under: ${rebuilt.join(', ')}`);
}
