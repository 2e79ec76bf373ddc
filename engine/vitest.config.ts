import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'node',
    // Each file gets its own process and its own database: Payload keeps one instance per process.
    pool: 'forks',
    testTimeout: 60_000,
  },
});
