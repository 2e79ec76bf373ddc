import { defineConfig } from 'vitest/config';

// Two workers by default (JOURNEY_WORKERS changes it): the journeys wait on browsers, servers and
// timers as much as they compute, so two of them keep a 2-core machine busy where one left it half
// idle. Each worker runs its files one after another in one process, and the journeys that need only
// a standard product share that worker's one (support/product.ts, sharedProduct), which lives in
// module state that isolate: false keeps from one test file to the next.
const workers = Number(process.env.JOURNEY_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'tooling/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    isolate: false,
    globalSetup: ['support/shared-product-teardown.ts'],
    // Bounds for what hangs, not measures of speed: a journey step that takes 5 s alone takes far
    // longer while two journeys, their products and browsers share two cores. expect.poll retries
    // until it passes, so a longer bound only slows a failure down.
    testTimeout: 3 * 60_000,
    expect: { poll: { timeout: 15_000 } },
    // CI gets one run on a busy 2-core machine: a browser journey that fails once is run again
    // (the reporter marks it "retry x1", and the closing report of run-tests.mjs lists it: the goal
    // is none), as Playwright's own runner does on CI. Locally a failure stays a failure, so a flaky
    // journey is seen and fixed rather than hidden.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 8 * 60_000,
  },
});
