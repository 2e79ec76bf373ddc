/** After 5 failed attempts the feed stays disconnected. */
export const MAX_RECONNECT_ATTEMPTS = 5;

const FIRST_DELAY_MS = 1_000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_CAP_MS = 15_000;

/**
 * How long to wait before reconnect attempt `attempt` (1-based), or null when attempts are
 * exhausted: 1 s, then 2 s doubling and capped at 15 s, so 1, 2, 4, 8, 15 s.
 *
 * @example
 * reconnectDelay(1); // 1000
 * reconnectDelay(5); // 15000
 * reconnectDelay(6); // null
 */
export function reconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_RECONNECT_ATTEMPTS) return null;
  if (attempt === 1) return FIRST_DELAY_MS;
  return Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 2), BACKOFF_CAP_MS);
}

/**
 * The state of a market data connection as the terminal shows it.
 * `attempt` counts reconnect attempts since the last successful open; `retryInMs` is set while
 * a reconnect is scheduled; `exhausted` once the feed has given up.
 *
 * @example
 * const status: FeedStatus = { state: 'disconnected', attempt: 2, retryInMs: 2000, exhausted: false };
 */
export interface FeedStatus {
  state: 'connecting' | 'connected' | 'disconnected';
  attempt: number;
  retryInMs: number | null;
  exhausted: boolean;
}

export const INITIAL_FEED_STATUS: FeedStatus = { state: 'connecting', attempt: 0, retryInMs: null, exhausted: false };
