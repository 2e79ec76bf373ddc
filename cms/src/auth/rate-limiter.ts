/**
 * A fixed-window counter per key (client IP + endpoint group). Kept in memory: one CMS process
 * counts its own requests, so with several instances each enforces the limit separately (a shared
 * store would be needed for an exact global figure).
 * @example const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 }); limiter.take('1.2.3.4').allowed // true
 */
export type RateLimiter = { take(key: string): { allowed: boolean; retryAfterSeconds: number } };

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= options.windowMs) {
        // Forget stale windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (time - w.start >= options.windowMs) windows.delete(k);
        }
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= options.limit;
      const retryAfterSeconds = allowed ? 0 : Math.ceil((window.start + options.windowMs - time) / 1000);
      return { allowed, retryAfterSeconds };
    },
  };
}
