// Set up for every terminal test file (vitest.config.ts, setupFiles). A nanostores store runs its
// cleanup (removing page listeners, closing streams) STORE_UNMOUNT_DELAY after its last subscriber
// left, by a timer. A file under a DOM environment unmounts its islands in its last afterEach; if
// the file then ended at once, the environment would be torn down first and the timer would fire
// into a page that no longer exists ("window is not defined", reported as an unhandled error). So
// such a file waits out that delay before its environment goes, and every store it mounted has
// unmounted by then. Files without a DOM, and files still on fake timers (whose store timers never
// fire), do not wait.
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll, vi } from 'vitest';

afterAll(async () => {
  if (typeof window === 'undefined' || vi.isFakeTimers()) return;
  await new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50));
});
