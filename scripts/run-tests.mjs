// The whole test suite, run by `npm test` (through bootstrap.mjs) on the workspace's Node 22:
// type checks, lint and format, then each package's vitest suite two at a time, the cross-package
// browser journeys in tests/ (two workers, each with its own shared product) taking one of the two
// slots once the long suites have theirs.
// Ends with the time table (test-report.mjs), the retries used, the unhandled errors and one line
// "tests: N passed, N failed, N skipped"; exits non-zero on any failure, an unhandled error included.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from './test-postgres.mjs';
import { printReport, recordCheck, recordVitest } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suites = ['themes', 'i18n', 'market', 'trading', 'engine', 'terminal', 'site', 'cli', 'cms', 'tests'];
const reports = mkdtempSync(path.join(os.tmpdir(), 'bourse-test-reports-'));
// Every test process gets its temp files (data folders, recordings, browser profiles) in one folder
// of this run, removed at the end, so a run leaves nothing behind in /tmp. It is on the memory file
// system when that has room: the suites' databases write and sync all the time, and a slow disk
// made them the slowest part of a run.
function scratchBase() {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 4 * 2 ** 30) return '/dev/shm';
  } catch {
    // no memory file system here
  }
  return os.tmpdir();
}
const scratch = mkdtempSync(path.join(scratchBase(), 'bourse-test-scratch-'));
const started = Date.now();
// The sampled sweeps (site routes, cabinet looks) take their sample from this seed: one for the
// whole run, printed here and in the sweeps' test names; SWEEP_SEED=<it> replays a day's sample.
process.env.SWEEP_SEED ||= new Date().toISOString().slice(0, 10);
process.stdout.write(`sampled sweeps: SWEEP_SEED=${process.env.SWEEP_SEED} (set it to replay this run's sample)\n`);

function step(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

// Runs `jobs` (async functions) at most `slots` at a time, in the given order; resolves when all
// are done.
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
// when the command ends, so two runs side by side never interleave their lines. Resolves with the
// exit status and the seconds it took.
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
      resolve({ status: code ?? (signal ? 1 : 0), seconds: (Date.now() - begun) / 1000 });
    });
  });
}

// Two at a time: the machine this must fit has two cores, and each run is mostly one busy process.
const SLOTS = 2;

// 1. Checks: type checks per package, then the whole-tree tools. tests/tooling holds the tests
// that each fails on a planted violation of the lint and format rules.
const checks = [
  // bench has no test suite but is code too: its type check keeps `npm run bench` from rotting.
  ...[...suites, 'bench'].map((pkg) => ({
    title: `type check ${pkg} (tsc --noEmit)`,
    args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', pkg],
  })),
  { title: 'lint (eslint: layer rules and typescript-eslint, whole tree)', args: ['node_modules/eslint/bin/eslint.js', '.'] },
  { title: 'format (prettier --check, whole tree)', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
];
await inSlots(
  checks.map((check) => async () => {
    const { status, seconds } = await runCommand(
      check.title,
      check.args.map((arg, i) => (i === 0 ? path.join(root, arg) : arg)),
      { cwd: root },
      false,
    );
    recordCheck(check.title, seconds, status);
  }),
  SLOTS,
);

const postgres = startTestPostgres();
if (postgres.uri) process.stdout.write(`PostgreSQL for the server-database suite: ${postgres.uri}\n`);
else process.stdout.write(`PostgreSQL suite will be skipped: ${postgres.reason}\n`);

// 2. Each package's vitest suite, two at a time, longest first so the two slots end close together
// (the browser journeys join the queue after the long ones, below).
// The command-line journeys (tests/e2e/cli-*: no browser, mostly seeding databases) run here too,
// and the market-book journey (a replay server and the terminal's stores, no product).
const units = [
  { name: 'tests: command-line journeys', pkg: 'tests', files: ['e2e/cli-'], env: {} },
  ...['cms', 'engine', 'terminal', 'market', 'trading', 'i18n', 'site', 'themes'].map((pkg) => ({ name: pkg, pkg, files: [], env: {} })),
  { name: 'tests: in-process market journey', pkg: 'tests', files: ['e2e/market-book'], env: {} },
];
// The CLI's suite takes no slot: its slowest files wait on the clock (a reconnect schedule, replay
// loops) far more than they compute, so it runs beside the two slots from the start.
const light = [{ name: 'cli', pkg: 'cli', files: [], env: {} }];
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
      'test/layout-languages-migration',
      'test/media-usage',
      'test/pictures-and-slugs',
      'test/ledger',
      'test/margin-ledger',
      'test/support-requests',
      'test/verification',
      'test/change-password',
    ],
    env: { CMS_TEST_DATABASE: 'postgres' },
  };
  units.splice(units.findIndex((run) => run.pkg === 'cms') + 1, 0, cmsPg);
}

async function runVitest(run, live) {
  const summary = path.join(reports, `${run.name.replace(/\W+/g, '-')}.json`);
  // vitest is a root devDependency only: one copy, so every test file imports the runner that runs it.
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const { status, seconds } = await runCommand(
    `vitest ${run.name}`,
    [
      vitest,
      'run',
      ...run.files,
      ...(run.args ?? []),
      '--reporter=default',
      `--reporter=${path.join(root, 'scripts/vitest-summary-reporter.mjs')}`,
    ],
    {
      cwd: path.join(root, run.pkg),
      env: {
        ...process.env,
        TMPDIR: scratch,
        TEST_POSTGRES_URI: postgres.uri ?? '',
        CI: process.env.CI ?? '',
        VITEST_SUMMARY_FILE: summary,
        // Vite's notice that a future config loader will want `../vitest.shared.ts` with its extension
        // (which this TypeScript setup does not allow), printed by every suite: not a finding.
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        ...run.env,
      },
    },
    live,
  );
  recordVitest(`vitest ${run.name}`, seconds, status, summary);
}

// 3. The cross-package browser journeys, streamed live: two workers, each running its journeys
// one after another with its own shared product (tests/vitest.config.ts). They take a slot in the
// queue right after the long package suites (the command-line journeys, the CMS on each database),
// so the short ones run beside them in the other slot instead of all of it waiting for the journeys'
// start: the journeys spend much of their time waiting on browsers, servers and the clock.
const journeys = {
  name: 'tests: browser journeys and tooling',
  pkg: 'tests',
  files: [],
  args: ['--exclude', 'e2e/cli-*', '--exclude', 'e2e/market-book*'],
  env: {},
  live: true,
};
const lastLong = units.findLastIndex((run) => run.pkg === 'cms');
units.splice(lastLong + 1, 0, journeys);
await Promise.all([
  ...light.map((run) => runVitest(run, false)),
  inSlots(
    units.map((run) => () => runVitest(run, run.live === true)),
    SLOTS,
  ),
]);

postgres.stop();
rmSync(reports, { recursive: true, force: true });
rmSync(scratch, { recursive: true, force: true });

const outcome = printReport((text) => process.stdout.write(text), ((Date.now() - started) / 60000).toFixed(1));
process.exit(outcome.failed > 0 ? 1 : 0);
