import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const POLL_MS = 500;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Runs `work` while holding `<dir>/.bourse-build.lock`, so two `bourse start`s on one checkout never
 * build into the same output folder at once (a half-written `.next` breaks both). The lock is a
 * directory (mkdir is atomic) holding the owner's pid; a lock whose owner died is taken over.
 */
export async function withBuildLock<T>(dir: string, work: () => Promise<T>, onWait: () => void = () => {}): Promise<T> {
  const lock = path.join(dir, '.bourse-build.lock');
  const owner = path.join(lock, 'pid');
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = Number.NaN;
      try {
        pid = Number(readFileSync(owner, 'utf8'));
      } catch {
        // The owner has made the folder but not yet written its pid: wait for it.
      }
      if (Number.isInteger(pid) && pid > 0 && !alive(pid)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) onWait();
      told = true;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
