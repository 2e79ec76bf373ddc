// Writes the admin's import map (`src/app/(payload)/admin/importMap.js`): the table from which the
// admin loads every component a field, feature or view names by path (the Lexical editor and its
// toolbar features, the dashboard's cards). Without an entry that component does not render at all.
// With a path argument it writes there instead (the freshness test compares a fresh copy with the
// committed one). Run through tsx: `pnpm --filter @bourse/cms generate:importmap`; `build` runs it first.
import path from 'node:path';
import { generateImportMap } from 'payload';

const target = process.argv[2];
const { default: configPromise } = await import('../src/payload.config.ts');
const config = await configPromise;
if (target) {
  // Component imports are relative to the map's folder: keep them as the committed file's would be.
  const committedFolder = path.resolve(import.meta.dirname, '../src/app/(payload)/admin');
  const baseDir = config.admin.importMap.baseDir ?? process.cwd();
  config.admin.importMap.baseDir = path.resolve(path.dirname(path.resolve(target)), path.relative(committedFolder, baseDir));
  config.admin.importMap.importMapFile = path.resolve(target);
}
await generateImportMap(config, { log: false, force: Boolean(target) });
