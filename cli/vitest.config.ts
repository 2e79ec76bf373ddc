import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'node',
    // One more file at a time than the machine has cores: the slowest files mostly wait on the clock
    // (the feed's reconnect schedule, the replay's loop boundaries), not the processor.
    maxWorkers: os.availableParallelism() + 1,
    // Replay servers read whole recordings as they start: on a loaded 2-core machine a test that
    // takes 5 s alone can take 30.
    testTimeout: 60_000,
    hookTimeout: 3 * 60_000,
  },
});
