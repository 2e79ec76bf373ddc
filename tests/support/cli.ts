import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bourseBin = path.join(root, 'cli/bin/bourse.mjs');

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `bourse ...args` as an operator would, on the workspace's Node; `input` is piped to its stdin.
 * Its bound is for a command that hangs, not a measure of speed: a command that takes 5 s alone can
 * take a minute on a loaded 2-core machine.
 */
export function runBourse(
  args: string[],
  env: Record<string, string | undefined>,
  timeoutMs = 3 * 60_000,
  input?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bourseBin, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (input !== undefined) child.stdin?.end(input);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`bourse ${args.join(' ')} timed out\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
