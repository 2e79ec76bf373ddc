import { existsSync, readFileSync, rmSync } from 'node:fs';
import { seededTemplateDir, sharedProductPidFile } from './product';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * vitest's global setup for the journeys: nothing before the run; after it, stops the shared
 * product (support/product.ts, sharedProduct) with Ctrl+C to its whole process group, as an
 * operator would, and kills what is still there 20 s later, so a run leaves no server behind; and
 * removes the run's seeded data folder (support/product.ts, seededDataDir).
 */
export default function setup(): () => Promise<void> {
  return async function teardown() {
    rmSync(seededTemplateDir(process.pid), { recursive: true, force: true });
    const file = sharedProductPidFile(process.pid);
    if (!existsSync(file)) return;
    const pids = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
    rmSync(file, { force: true });
    for (const pid of pids) {
      try {
        process.kill(-pid, 'SIGINT');
      } catch {
        continue; // already gone
      }
      const deadline = Date.now() + 20_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 200));
      if (alive(pid)) process.kill(-pid, 'SIGKILL');
    }
  };
}
