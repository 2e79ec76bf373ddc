import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows the limit per window, refuses the next with a retry time, and starts over', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    now = 15_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.take('a').allowed).toBe(true);
  });
});
