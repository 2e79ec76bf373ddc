import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'tooling/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One product at a time: journeys share the machine's two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 8 * 60_000,
  },
});
