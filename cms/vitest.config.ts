import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'node',
    // Each file gets its own process and its own database file: Payload keeps one instance per process.
    pool: 'forks',
    // The run's template database (test/templates.ts): migrated once, copied by each file.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
  },
});
