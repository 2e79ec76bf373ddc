/**
 * `npm run bench`: runs every bench/*.bench.ts in turn, each in its own tsx process (so one
 * benchmark's warm JIT or open sockets never colour the next), and prints their output as it
 * comes. Exits non-zero if any benchmark failed to run; missed targets are reported, not fatal.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts') && (only.length === 0 || only.some((word) => name.includes(word))))
  .sort();

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    // process.execPath is the workspace's Node 22; tsx's CLI loads the TypeScript.
    const child = spawn(process.execPath, [join(here, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(here, file)], {
      cwd: here,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const failed: string[] = [];
for (const file of files) {
  process.stdout.write(`\n=== ${file}\n`);
  const started = Date.now();
  const code = await run(file);
  process.stdout.write(
    `=== ${file}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  if (code !== 0) failed.push(file);
}
process.stdout.write(
  `\nbench: ${files.length - failed.length} of ${files.length} ran${failed.length ? `; failed: ${failed.join(', ')}` : ''}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
