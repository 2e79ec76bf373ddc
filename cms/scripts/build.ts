// The CMS build: the admin's import map from the current config, then Next's production build.
// `bourse start` and `pnpm --filter @bourse/cms build` both run this, so a build never ships an
// admin whose import map misses a component the config names (the editor would not mount).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const generated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate-importmap.ts'], { stdio: 'inherit' });
if (generated.status !== 0) process.exit(generated.status ?? 1);
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const built = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit' });
process.exit(built.status ?? 1);
