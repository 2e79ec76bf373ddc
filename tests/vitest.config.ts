import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'tooling/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One journey at a time, all in one process: they share the machine's two cores, and the
    // journeys that need only a standard product share one (support/product.ts, sharedProduct),
    // which lives in module state that isolate: false keeps from one test file to the next.
    fileParallelism: false,
    maxWorkers: 1,
    isolate: false,
    globalSetup: ['support/shared-product-teardown.ts'],
    testTimeout: 60_000,
    // CI gets one run on a busy 2-core machine: a browser journey that fails once is run again
    // (the reporter marks it "retry x1"), as Playwright's own runner does on CI. Locally a failure
    // stays a failure, so a flaky journey is seen and fixed rather than hidden.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 8 * 60_000,
  },
});
