/**
 * `npm run bench`: runs every bench/*.bench.ts in turn, each in its own tsx process (so one
 * benchmark's warm JIT or open sockets never colour the next), and prints their output as it
 * comes, then the performance table: every row the benchmarks reported (support/results.ts) with
 * its target and ratio, in the form README's Performance section shows. Exits non-zero if any
 * benchmark failed to run; missed targets are reported, not fatal.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRatio, machineLoad, type BenchRow } from './support/results';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts') && (only.length === 0 || only.some((word) => name.includes(word))))
  .sort();

const results = join(mkdtempSync(join(os.tmpdir(), 'bourse-bench-')), 'rows.jsonl');

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    // process.execPath is the workspace's Node 22; tsx's CLI loads the TypeScript.
    const child = spawn(process.execPath, [join(here, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(here, file)], {
      cwd: here,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULTS: results },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const failed: string[] = [];
const started = new Date();
const loadAtStart = machineLoad();
for (const file of files) {
  process.stdout.write(`\n=== ${file}\n`);
  const started = Date.now();
  const code = await run(file);
  process.stdout.write(
    `=== ${file}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  if (code !== 0) failed.push(file);
}
/** Every row reported during this run, as a Markdown table (README's Performance section). */
function table(): string {
  let rows: BenchRow[] = [];
  try {
    rows = readFileSync(results, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BenchRow);
    rows.sort((a, b) => (a.order ?? 99) - (b.order ?? 99));
  } catch {
    return '(no rows reported)';
  }
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| what | now | target | ratio | machine |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${cell(row.what)} | ${cell(row.now)} | ${cell(row.target)} | ${formatRatio(row.ratio)} | ${row.load ?? ''} |`),
  ].join('\n');
}

process.stdout.write(
  `\nPerformance, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, ${os.cpus()[0]?.model ?? 'cpu'} (${loadAtStart} at the start); ratio >= 1 meets the target:\n\n${table()}\n`,
);
process.stdout.write(
  `\nbench: ${files.length - failed.length} of ${files.length} ran${failed.length ? `; failed: ${failed.join(', ')}` : ''}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
