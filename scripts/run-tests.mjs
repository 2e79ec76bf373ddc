// The whole test suite, run by `npm test` (through bootstrap.mjs) on the workspace's Node 22:
// type checks, lint and format, each package's vitest suite (two at a time), then the cross-package
// browser journeys in tests/ on their own.
// Prints one closing line "tests: N passed, N failed" and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from './test-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suites = ['themes', 'i18n', 'market', 'trading', 'terminal', 'site', 'cli', 'cms', 'tests'];
const reports = mkdtempSync(path.join(os.tmpdir(), 'bourse-test-reports-'));
// Every test process gets its temp files (data folders, recordings, browser profiles) in one folder
// of this run, removed at the end, so a run leaves nothing behind in /tmp.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bourse-test-scratch-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const started = Date.now();

function step(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

// Runs `jobs` (async functions) at most `slots` at a time, in the given order; resolves when all are done.
async function inSlots(jobs, slots) {
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      await job();
    }
  }
  await Promise.all(Array.from({ length: Math.min(slots, jobs.length) }, worker));
}

// Runs one command. With `live` its output streams to ours; otherwise it is kept and printed whole
// when the command ends, so two runs side by side never interleave their lines.
function runCommand(title, args, options, live) {
  return new Promise((resolve) => {
    const begun = Date.now();
    if (live) step(title);
    const child = spawn(process.execPath, args, { ...options, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - begun) / 1000).toFixed(0);
      if (!live) {
        step(`${title} (${seconds} s)`);
        process.stdout.write(Buffer.concat(chunks));
      } else process.stdout.write(`(${title}: ${seconds} s)\n`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// Two at a time: the machine this must fit has two cores, and each run is mostly one busy process.
const SLOTS = 2;

// 1. Checks: type checks per package, then the whole-tree tools. tests/tooling holds the tests
// that each fails on a planted violation of the lint and format rules.
const checks = [
  ...suites.map((pkg) => ({ title: `type check ${pkg} (tsc --noEmit)`, args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', pkg] })),
  { title: 'lint (eslint: layer rules and typescript-eslint, whole tree)', args: ['node_modules/eslint/bin/eslint.js', '.'] },
  { title: 'format (prettier --check, whole tree)', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
];
await inSlots(
  checks.map((check) => async () => {
    const status = await runCommand(
      check.title,
      check.args.map((arg, i) => (i === 0 ? path.join(root, arg) : arg)),
      { cwd: root },
      false,
    );
    if (status === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(check.title);
    }
  }),
  SLOTS,
);

const postgres = startTestPostgres();
if (postgres.uri) process.stdout.write(`PostgreSQL for the server-database suite: ${postgres.uri}\n`);
else process.stdout.write(`PostgreSQL suite will be skipped: ${postgres.reason}\n`);

// 2. Each package's vitest suite, two at a time, longest first so the two slots end close together.
// The command-line journeys (tests/e2e/cli-*: no browser, mostly seeding databases) run here too,
// and the market-book journey (a replay server and the terminal's stores, no product).
const units = [
  { name: 'tests: command-line journeys', pkg: 'tests', files: ['e2e/cli-'], env: {} },
  ...['cli', 'cms', 'terminal', 'market', 'trading', 'i18n', 'site', 'themes'].map((pkg) => ({ name: pkg, pkg, files: [], env: {} })),
  { name: 'tests: in-process market journey', pkg: 'tests', files: ['e2e/market-book'], env: {} },
];
if (postgres.uri) {
  // The CMS's database suites once more on PostgreSQL (a new database per test file): the server
  // option is tested as fully as the embedded default.
  const cmsPg = {
    name: 'cms on PostgreSQL',
    pkg: 'cms',
    files: [
      'test/access',
      'test/auth-guard',
      'test/auth-session',
      'test/content-model',
      'test/seed-and-site',
      'test/content-safety',
      'test/editor-origin',
      'test/trader-routes',
      'test/auth-abuse',
      'test/content-transfer',
      'test/migrations',
      'test/site-images-migration',
      'test/pictures-and-slugs',
      'test/ledger',
    ],
    env: { CMS_TEST_DATABASE: 'postgres' },
  };
  units.splice(units.findIndex((run) => run.pkg === 'cms') + 1, 0, cmsPg);
}

async function runVitest(run, live) {
  const report = path.join(reports, `${run.name.replace(/\W+/g, '-')}.json`);
  // vitest is a root devDependency only: one copy, so every test file imports the runner that runs it.
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const status = await runCommand(
    `vitest ${run.name}`,
    [vitest, 'run', ...run.files, ...(run.args ?? []), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: path.join(root, run.pkg),
      env: { ...process.env, TMPDIR: scratch, TEST_POSTGRES_URI: postgres.uri ?? '', CI: process.env.CI ?? '', ...run.env },
    },
    live,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numFailedTests > 0 || status !== 0) failures.push(`vitest ${run.name}`);
    if (status !== 0 && json.numFailedTests === 0) totals.failed += 1; // a suite that failed to load
  } catch {
    totals.failed += 1;
    failures.push(`vitest ${run.name} (no report: it did not run)`);
  }
}

await inSlots(
  units.map((run) => () => runVitest(run, false)),
  SLOTS,
);

// 3. The cross-package journeys, alone (they start whole products and browsers), streamed live.
await runVitest(
  {
    name: 'tests: browser journeys and tooling',
    pkg: 'tests',
    files: [],
    args: ['--exclude', 'e2e/cli-*', '--exclude', 'e2e/market-book*'],
    env: {},
  },
  true,
);

postgres.stop();
rmSync(reports, { recursive: true, force: true });
rmSync(scratch, { recursive: true, force: true });

const minutes = ((Date.now() - started) / 60000).toFixed(1);
process.stdout.write(`\nsuite took ${minutes} min${failures.length ? `; failed: ${failures.join(', ')}` : ''}\n`);
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 || failures.length > 0 ? 1 : 0);
