import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cms = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committedPath = path.join(cms, 'src/app/(payload)/admin/importMap.js');
/** The component paths an import map file maps (`"<module>#<export>": Identifier`). */
const keysOf = (source: string) => [...source.matchAll(/^\s+"([^"]+#[^"]+)":/gm)].map((match) => match[1]!);

// The admin renders a component named by a field, an editor feature or a view only when the import
// map has it: a missing entry shows nothing (no rich text editor, a blank dashboard) and no error.
describe('the admin import map (regenerate with `pnpm --filter @bourse/cms generate:importmap`)', () => {
  let folder: string;
  let fresh: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'bourse-import-map-'));
    // The same depth as the committed file, so its relative imports come out the same.
    const target = path.join(folder, 'src/app/(payload)/admin/importMap.js');
    mkdirSync(path.dirname(target), { recursive: true });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate-importmap.ts', target], { cwd: cms, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    fresh = readFileSync(target, 'utf8');
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('holds every component the config uses', () => {
    const committed = new Set(keysOf(readFileSync(committedPath, 'utf8')));
    expect(keysOf(fresh).filter((key) => !committed.has(key))).toEqual([]);
  });

  it('is exactly what the config generates (no stale entries)', () => {
    expect(readFileSync(committedPath, 'utf8').trim() === fresh.trim()).toBe(true);
  });

  it('maps the rich text editor, its toolbar features and the dashboard', () => {
    const keys = keysOf(fresh);
    for (const name of [
      'RscEntryLexicalField',
      'HeadingFeatureClient',
      'UnorderedListFeatureClient',
      'OrderedListFeatureClient',
      'LinkFeatureClient',
      'BlockquoteFeatureClient',
      'UploadFeatureClient',
      'TableFeatureClient',
      'CollectionCards',
    ]) {
      expect(
        keys.some((key) => key.endsWith(`#${name}`)),
        name,
      ).toBe(true);
    }
  });
});
