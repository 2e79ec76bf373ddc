import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bourseBin, root, runBourse } from './cli';
import { freePort } from './ports';

export type RunningProduct = {
  env: Record<string, string | undefined>;
  siteUrl: string;
  cmsUrl: string;
  ports: { cms: number; site: number; replay: number; engine: number };
  /** The seeded admin's login (`admin login:` in the banner): journeys edit sites, themes and content with it. */
  editor: { email: string; password: string };
  output: () => string;
  /** Ctrl+C, as an operator would; resolves with the exit code. */
  stop: () => Promise<number | null>;
  child: ChildProcess;
};

/**
 * Where a test run keeps its seeded data folder (seededDataDir); `runPid` is the vitest process's id
 * (the parent of the workers that run the journeys). The run's teardown removes it.
 */
export const seededTemplateDir = (runPid: number) => path.join(os.tmpdir(), `bourse-seeded-template-${runPid}`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A data folder that `bourse seed` migrated and filled on an embedded SQLite database, made once per
 * test run by whichever worker asks first (the others wait for it), for products whose journey is
 * not about a first start: each gets a copy, and its `bourse start` then finds every record in place
 * (seeding a new database is the longest part of a start). The copy holds the same generated
 * secrets and seeded logins, which nothing compares across products.
 */
async function seededDataDir(): Promise<string> {
  const template = seededTemplateDir(process.ppid);
  const ready = path.join(template, '.ready');
  const deadline = Date.now() + 7 * 60_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`the seeded data folder ${template} was not ready in time`);
    try {
      mkdirSync(template);
    } catch {
      await pause(500); // another worker is seeding it (or gave up, and the folder goes)
      continue;
    }
    const seeded = await runBourse(['seed', '--quiet'], { BOURSE_DATA_DIR: template, DATABASE_URI: '', MARKET_FEED: 'replay' }, 6 * 60_000);
    if (seeded.code !== 0) {
      rmSync(template, { recursive: true, force: true });
      throw new Error(`bourse seed for the seeded data folder failed:\n${seeded.stdout}${seeded.stderr}`);
    }
    writeFileSync(ready, '');
  }
  const copy = mkdtempSync(path.join(os.tmpdir(), 'bourse-e2e-'));
  cpSync(template, copy, { recursive: true, filter: (source) => source !== ready });
  return copy;
}

/**
 * `bourse start` on free ports, always on the replay feed (tests never depend on the internet).
 * Resolves once it prints that Bourse is running. `overrides` replace settings, e.g. a PostgreSQL
 * DATABASE_URI. Its data folder is a copy of the run's seeded one (seededDataDir), unless the
 * overrides name a database or a data folder, or `fresh` asks for what a first start meets: an
 * empty folder, migrated and seeded by this start.
 */
export async function startProduct(
  overrides: Record<string, string | undefined> = {},
  options: { detached?: boolean; fresh?: boolean } = {},
): Promise<RunningProduct> {
  const ports = { cms: await freePort(), site: await freePort(), replay: await freePort(), engine: await freePort() };
  const ownDatabase = Boolean(overrides.DATABASE_URI || overrides.BOURSE_DATA_DIR);
  const env: Record<string, string | undefined> = {
    BOURSE_DATA_DIR: options.fresh || ownDatabase ? mkdtempSync(path.join(os.tmpdir(), 'bourse-e2e-')) : await seededDataDir(),
    CMS_PORT: String(ports.cms),
    SITE_PORT: String(ports.site),
    REPLAY_PORT: String(ports.replay),
    ENGINE_PORT: String(ports.engine),
    MARKET_FEED: 'replay',
    DATABASE_URI: '',
    ...overrides,
  };
  const child = spawn(process.execPath, [bourseBin, 'start'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Stopped, as Ctrl+C would, so a start that never got ready leaves no server behind.
      child.removeAllListeners('exit');
      child.kill('SIGINT');
      reject(new Error(`bourse start did not get ready:\n${output.slice(-5000)}`));
    }, 7 * 60_000);
    const check = () => {
      if (output.includes('Press Ctrl+C to stop')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bourse start exited with ${code}:\n${output.slice(-5000)}`));
    });
  });
  // The admin's login (`editor` below: the journeys' editor acts with every right).
  const login = /admin login: (\S+) \/ (\S+)/.exec(output);
  if (!login) throw new Error(`no admin login printed:\n${output}`);
  return {
    env,
    child,
    ports,
    siteUrl: `http://localhost:${ports.site}`,
    cmsUrl: `http://localhost:${ports.cms}`,
    editor: { email: login[1]!, password: login[2]! },
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.removeAllListeners('exit');
        child.once('exit', (code) => resolve(code));
        child.kill('SIGINT');
      }),
  };
}

/**
 * Where a run's shared products (one per worker) write their process ids, for the run's teardown
 * (shared-product-teardown.ts); `runPid` is the vitest process's id (the parent of the workers that
 * run the journeys).
 */
export const sharedProductPidFile = (runPid: number) => path.join(os.tmpdir(), `bourse-shared-products-${runPid}.txt`);

let shared: Promise<RunningProduct> | undefined;

/**
 * One `bourse start` shared by the journeys that need nothing but a standard product (a signed-in
 * trader, the public site, the theme switch): started by the first journey of a worker that asks
 * and kept for the rest of the run, which saves each later journey the ~20 s of a start. A worker
 * runs its journeys one after another in one process (vitest.config.ts: isolate false), so this
 * module's state outlives a test file; each worker has its own. Each journey gets it with the exchange theme active and every cache empty,
 * whatever the journey before it switched; its `stop` does nothing (the run's teardown stops it).
 * A journey that changes what others read (content, theme colours, start-up settings) or tests
 * `bourse start` itself starts its own product with startProduct.
 */
export async function sharedProduct(): Promise<RunningProduct> {
  // Every journey signs in from 127.0.0.1: the per-address limit on auth endpoints (30 a minute
  // per endpoint) is raised so that one journey's sign-ins are not counted against the next.
  // A whitelisted withdrawal address is usable at once (a day later in use), so a journey can try
  // the withdrawal rules that come after it (the verified level's limits).
  shared ??= startProduct({ AUTH_RATE_LIMIT_PER_MINUTE: '600', WITHDRAW_WHITELIST_WAIT_MS: '0' }, { detached: true }).then((product) => {
    // Its own process group, so the teardown can stop it with everything it started.
    appendFileSync(sharedProductPidFile(process.ppid), `${product.child.pid}\n`);
    process.once('exit', () => {
      if (product.child.exitCode === null) process.kill(-product.child.pid!, 'SIGINT');
    });
    return product;
  });
  const product = await shared;
  if (product.child.exitCode !== null) throw new Error(`the shared product has ended:\n${product.output().slice(-5000)}`);
  const run = async (args: string[]) => {
    const result = await runBourse(args, product.env);
    if (result.code !== 0) throw new Error(`bourse ${args.join(' ')} on the shared product: ${result.stderr}`);
  };
  await run(['cache', 'clear']);
  // The theme as an operator sets it (which drops the caches again), when a journey before left
  // another one active: the active site's record says which, and reading it costs nothing where a
  // `bourse theme use` costs seconds.
  const active = await fetch(`${product.cmsUrl}/api/site/active`)
    .then((response) => response.json() as Promise<{ data?: { theme?: string } }>)
    .catch(() => ({ data: undefined }));
  if (active.data?.theme !== 'exchange') await run(['theme', 'use', 'exchange']);
  return { ...product, stop: async () => null };
}
