import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const cms = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The seed's blocks, the endpoints and the site's block check are typed by the committed
// payload-types.ts; a field changed in a collection without regenerating it would leave them
// checking against a model the CMS no longer has.
it('the committed Payload types match the collections (regenerate with `pnpm --filter @bourse/cms generate:types`)', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bourse-payload-types-'));
  try {
    const fresh = path.join(folder, 'payload-types.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate-types.ts', fresh], { cwd: cms, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(fresh, 'utf8') === readFileSync(path.join(cms, 'src/payload-types.ts'), 'utf8')).toBe(true);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 120_000);
