// Shared vitest defaults: every package's vitest.config.ts spreads these.
export const sharedTestOptions = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};
