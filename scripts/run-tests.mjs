// The whole test suite, run by `npm test` (through bootstrap.mjs) on the workspace's Node 22:
// type checks, lint, each package's vitest suite, then the cross-package browser journeys in tests/.
// Prints one closing line "tests: N passed, N failed" and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from './test-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suites = ['themes', 'terminal', 'site', 'cli', 'cms', 'tests'];
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

step('type check (tsc --noEmit, every package)');
for (const pkg of suites) {
  const status = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', pkg], {
    cwd: root,
    stdio: 'inherit',
  }).status;
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(`tsc ${pkg}`);
  }
}

// Whole-tree checks by tools, each counted like a type check: the layer rules (eslint) and the
// format (prettier). tests/tooling holds the tests that each fails on a planted violation.
const toolChecks = [
  {
    title: 'lint (eslint: layer rules and typescript-eslint, whole tree)',
    bin: 'node_modules/eslint/bin/eslint.js',
    args: ['.'],
    enabled: true,
  },
  { title: 'format (prettier --check, whole tree)', bin: 'node_modules/prettier/bin/prettier.cjs', args: ['--check', '.'], enabled: true },
];
for (const check of toolChecks.filter((c) => c.enabled)) {
  step(check.title);
  const status = spawnSync(process.execPath, [path.join(root, check.bin), ...check.args], { cwd: root, stdio: 'inherit' }).status;
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(check.title);
  }
}

const postgres = startTestPostgres();
if (postgres.uri) process.stdout.write(`PostgreSQL for the server-database suite: ${postgres.uri}\n`);
else process.stdout.write(`PostgreSQL suite will be skipped: ${postgres.reason}\n`);

// Each run: a package's vitest suite, with its own files and environment when given.
const runs = suites.map((pkg) => ({ name: pkg, pkg, files: [], env: {} }));
if (postgres.uri) {
  // The CMS's database suites once more on PostgreSQL (a new database per test file), right after
  // the SQLite pass: the server option is tested as fully as the embedded default.
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
    ],
    env: { CMS_TEST_DATABASE: 'postgres' },
  };
  runs.splice(runs.findIndex((run) => run.pkg === 'cms') + 1, 0, cmsPg);
}

for (const run of runs) {
  step(`vitest ${run.name}`);
  const report = path.join(reports, `${run.name.replace(/\W+/g, '-')}.json`);
  // vitest is a root devDependency only: one copy, so every test file imports the runner that runs it.
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const status = spawnSync(
    process.execPath,
    [vitest, 'run', ...run.files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: path.join(root, run.pkg),
      stdio: 'inherit',
      env: { ...process.env, TMPDIR: scratch, TEST_POSTGRES_URI: postgres.uri ?? '', CI: process.env.CI ?? '', ...run.env },
    },
  ).status;
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
postgres.stop();
rmSync(reports, { recursive: true, force: true });
rmSync(scratch, { recursive: true, force: true });

const minutes = ((Date.now() - started) / 60000).toFixed(1);
process.stdout.write(`\nsuite took ${minutes} min${failures.length ? `; failed: ${failures.join(', ')}` : ''}\n`);
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 || failures.length > 0 ? 1 : 0);
