import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '@bourse/tests/support/cli';
import { freePort } from '@bourse/tests/support/ports';

export type ProfiledCms = { url: string; pid: number; stop: () => Promise<string> };

/**
 * A second CMS process (cms/server.ts, as `bourse start` runs it) on the product's own data
 * folder, under `node --cpu-prof`: the bench loads it, then stops it, and V8 writes the profile.
 * No jobs cron, so the profile holds only what answering requests cost.
 */
export async function startProfiledCms(dataDir: string): Promise<ProfiledCms> {
  const port = await freePort();
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-profile-'));
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join(root, 'cms/server.ts')], {
    cwd: path.join(root, 'cms'),
    env: {
      ...process.env,
      BOURSE_DATA_DIR: dataDir,
      DATABASE_URI: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BOURSE_JOBS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the profiled CMS did not start:\n${output}`)), 180_000);
    child.stdout.on('data', (d) => {
      output += d;
      if (output.includes('CMS ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the profiled CMS exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<string> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    /** Ends the process (once, however often called) and resolves with the profile it wrote. */
    stop: () =>
      (stopping ??= (async () => {
        child.kill('SIGINT');
        await exited;
        return path.join(profileDir, readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile')) ?? '');
      })()),
  };
}
