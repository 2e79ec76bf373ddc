import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bourseBin, root } from './cli';
import { freePort } from './ports';

export type RunningProduct = {
  env: NodeJS.ProcessEnv;
  siteUrl: string;
  cmsUrl: string;
  ports: { cms: number; site: number; replay: number };
  editor: { email: string; password: string };
  output: () => string;
  /** Ctrl+C, as an operator would; resolves with the exit code. */
  stop: () => Promise<number | null>;
  child: ChildProcess;
};

/**
 * `bourse start` on a fresh data folder and free ports, always on the replay feed (tests never
 * depend on the internet). Resolves once it prints that Bourse is running. `overrides` replace
 * settings, e.g. a PostgreSQL DATABASE_URI.
 */
export async function startProduct(overrides: NodeJS.ProcessEnv = {}): Promise<RunningProduct> {
  const ports = { cms: await freePort(), site: await freePort(), replay: await freePort() };
  const env: NodeJS.ProcessEnv = {
    BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-e2e-')),
    CMS_PORT: String(ports.cms),
    SITE_PORT: String(ports.site),
    REPLAY_PORT: String(ports.replay),
    MARKET_FEED: 'replay',
    DATABASE_URI: '',
    ...overrides,
  };
  const child = spawn(process.execPath, [bourseBin, 'start'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bourse start did not get ready:\n${output.slice(-5000)}`)), 7 * 60_000);
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
  const login = /editor login: (\S+) \/ (\S+)/.exec(output);
  if (!login) throw new Error(`no editor login printed:\n${output}`);
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
