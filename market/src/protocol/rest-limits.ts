/**
 * Binance's request limits as its exchangeInfo states them (2024), and the counter that keeps
 * them: request weight per address and minute, new orders per account and ten seconds or day.
 * The replay answers public requests with them and the trading API every request.
 */
export const WEIGHT_PER_MINUTE = 6_000;
export const ORDERS_PER_10_SECONDS = 100;
export const ORDERS_PER_DAY = 200_000;

/** The `rateLimits` of exchangeInfo, in Binance's words. */
export const RATE_LIMITS = [
  { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: WEIGHT_PER_MINUTE },
  { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: ORDERS_PER_10_SECONDS },
  { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: ORDERS_PER_DAY },
  { rateLimitType: 'RAW_REQUESTS', interval: 'MINUTE', intervalNum: 5, limit: 61_000 },
] as const;

/**
 * Counts per key in windows that start on the clock (a minute from :00, ten seconds from :x0, a
 * day from 00:00 UTC), as Binance's limits do: the headers `X-MBX-USED-WEIGHT-1M` and
 * `X-MBX-ORDER-COUNT-10S` drop to zero when the window turns, not a minute after the first
 * request. (rate-limiter-flexible counts from each key's first request, so its windows cannot
 * say what Binance's headers say.)
 *
 * @example
 * const weight = new IntervalCounter(60_000);
 * weight.add('127.0.0.1', 20, Date.now()); // 20
 * weight.retryAfterSeconds(Date.now()); // seconds until the minute turns
 */
export class IntervalCounter {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(readonly intervalMs: number) {}

  private turn(now: number): void {
    const window = Math.floor(now / this.intervalMs);
    if (window === this.window) return;
    this.window = window;
    this.counts.clear();
  }

  /** Adds `amount` to the key's count in the current window and answers the new count. */
  add(key: string, amount: number, now: number): number {
    this.turn(now);
    const total = (this.counts.get(key) ?? 0) + amount;
    this.counts.set(key, total);
    return total;
  }

  /** The key's count in the current window. */
  used(key: string, now: number): number {
    this.turn(now);
    return this.counts.get(key) ?? 0;
  }

  /** Whole seconds until the current window ends (at least 1): Binance's `Retry-After`. */
  retryAfterSeconds(now: number): number {
    return Math.max(1, Math.ceil((this.intervalMs - (now % this.intervalMs)) / 1000));
  }
}
