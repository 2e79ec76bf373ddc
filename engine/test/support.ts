// Test helpers: the replay server and the `bourse` binary as child processes (the engine package
// does not import the CLI, which runs the engine).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = path.join(root, 'cli/bin/bourse.mjs');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Replay = { restUrl: string; wsUrl: string; stop(): void; child: ChildProcess };

/** `bourse replay` of the shipped sessions at `speed`, looping, on a free port; resolves once it answers. */
export async function startReplay(speed: number): Promise<Replay> {
  const port = await freePort();
  const child = spawn(process.execPath, [bin, 'replay', '--port', String(port), '--speed', String(speed)], { cwd: root, stdio: 'ignore' });
  const restUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${restUrl}/api/v3/ping`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`bourse replay did not answer on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { restUrl, wsUrl: `ws://127.0.0.1:${port}`, child, stop: () => child.kill('SIGINT') };
}

/** Runs `bourse ...args` with `env` added; resolves with its exit code and output. */
export function bourse(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The site's origin the engine tests write from. */
export const TEST_ORIGIN = 'http://site.test';

/**
 * Points this process at a fresh SQLite database in a new temp folder (one per test file, before
 * Payload is loaded), with the site's origin, quiet logs and no scheduled jobs.
 */
export function useFreshEngineDatabase(prefix: string): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  Object.assign(process.env, {
    BOURSE_DATA_DIR: dir,
    DATABASE_URI: `file:${path.join(dir, 'engine.db')}`,
    SITE_URL: TEST_ORIGIN,
    PAYLOAD_LOG_LEVEL: 'error',
    BOURSE_JOBS: 'off',
    SITE_INTERNAL_URL: 'http://127.0.0.1:9',
  });
}
