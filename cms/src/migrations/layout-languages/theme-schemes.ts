import { randomBytes } from 'node:crypto';
import { alternateScheme, isThemeId, schemeColours } from '@bourse/themes';
import { insertRow, type MigrationDb } from './db';

/**
 * Every theme record gets the colours of the cabinet's other scheme as rows an editor can change,
 * filled with the colours the site draws today (the shipped set), so nothing looks different until
 * someone edits them. Row ids as Payload makes them (24 hex digits).
 */
export async function fillSchemeColours(db: MigrationDb): Promise<void> {
  const themes = await db.all(`SELECT "id", "name" FROM "themes"`);
  for (const { id, name } of themes) {
    if (!isThemeId(name)) continue;
    const colours = Object.entries(schemeColours(name, alternateScheme(name)));
    for (const [order, [token, value]] of colours.entries()) {
      const rowId = randomBytes(12).toString('hex');
      await insertRow(db, 'themes_scheme_colors', { _order: order + 1, _parent_id: id, id: rowId, token, value }, [
        '_order',
        '_parent_id',
        'id',
        'token',
        'value',
      ]);
    }
  }
}
