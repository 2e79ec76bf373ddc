import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CliError } from '../errors';
import { startSpinner } from '../output/terminal';
import { withBuildLock } from './build-lock';

/** Newest modification time below `paths` (node_modules and build output skipped). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist' || entry === '.next' || entry === '.astro') continue;
        visit(path.join(p, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

export type BuildTarget = {
  name: string;
  cwd: string;
  /** A file the build writes last; missing or older than the sources means "build". */
  marker: string;
  sources: string[];
  args: string[];
};

/** Builds a package when its output is missing or older than its sources. */
export async function buildIfStale(target: BuildTarget, log: (line: string) => void): Promise<void> {
  const marker = path.join(target.cwd, target.marker);
  const fresh = () => existsSync(marker) && statSync(marker).mtimeMs >= newestMtime(target.sources);
  if (fresh()) return;
  // Another start may be building the same package: wait for it, then build only if still stale.
  await withBuildLock(
    target.cwd,
    async () => {
      if (!fresh()) await build(target, log);
    },
    () => log(`waiting for another build of ${target.name} to finish…`),
  );
}

async function build(target: BuildTarget, log: (line: string) => void): Promise<void> {
  log(`building ${target.name} (first start or sources changed)…`);
  const started = Date.now();
  // On a terminal, the build's elapsed time turns beside a spinner (a first build takes minutes).
  const spinner = startSpinner(`building ${target.name}…`, { progress: (seconds) => `${seconds} s` });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, target.args, {
      cwd: target.cwd,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new CliError(`building ${target.name} failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  }).finally(() => spinner.stop());
  log(`built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
