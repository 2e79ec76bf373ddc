#!/usr/bin/env node
// Entry of the README commands (`npm start`, `npm test`, `npm run bench`, `npm run sweep`) on a fresh machine. Runs on whatever
// Node the machine has (20 here), so it uses only Node built-ins: it installs pnpm and the pinned
// workspace (which brings Node 22), then hands over to the workspace scripts, which run on Node 22.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const target = process.argv[2];
const targets = { start: 'product:start', test: 'test:all', bench: 'bench:all', sweep: 'sweep:all' };
if (!(target in targets)) fail(`usage: node scripts/bootstrap.mjs ${Object.keys(targets).join('|')}`);

function say(line) {
  process.stdout.write(`[setup] ${line}\n`);
}
function fail(line) {
  process.stderr.write(`[setup] ${line}\n`);
  process.exit(1);
}
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}
function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

// 1. pnpm (not corepack: it fails on signatures here).
let pnpm = ['pnpm'];
const pnpmVersion = spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout?.trim();
if (!pnpmVersion || !pnpmVersion.startsWith('10.')) {
  say(`installing pnpm ${PNPM_VERSION} with npm…`);
  if (run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]) !== 0 || !has('pnpm')) {
    say('global install not possible; using npx');
    pnpm = ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  }
}
const pnpmRun = (args, options) => run(pnpm[0], [...pnpm.slice(1), ...args], options);

// 2. The workspace, exactly as locked (it includes Node 22 as the `node` devDependency).
say('installing dependencies (pnpm install --frozen-lockfile)…');
if (pnpmRun(['install', '--frozen-lockfile']) !== 0) fail('pnpm install failed: see the output above');

// 3. What the tests need from Debian: Chromium for the browser tests, PostgreSQL for the server-database suite.
if (target === 'test' || target === 'sweep') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const wanted = [];
  if (!existsSync(chromium)) wanted.push('chromium');
  if (target === 'test' && !existsSync('/usr/lib/postgresql') && process.env.BOURSE_SKIP_POSTGRES !== '1') wanted.push('postgresql');
  if (wanted.length > 0) {
    if (isRoot && has('apt-get', ['--version'])) {
      say(`installing ${wanted.join(' and ')} from Debian…`);
      run('apt-get', ['update', '-qq']);
      if (run('apt-get', ['install', '-y', '-qq', ...wanted], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) !== 0) {
        fail(`apt-get install ${wanted.join(' ')} failed`);
      }
    } else if (wanted.includes('chromium')) {
      fail(
        `Chromium is missing at ${chromium}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`,
      );
    } else {
      say(
        'PostgreSQL is not installed and cannot be installed here: its suite will be skipped (sudo apt-get install -y postgresql to run it).',
      );
    }
  }
}

// 4. Hand over to the workspace script, on the pinned Node 22.
process.exit(pnpmRun(['run', '--silent', targets[target]]));
