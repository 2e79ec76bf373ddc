import { MAX_RECONNECT_ATTEMPTS, type FeedStatus } from '../market';

/**
 * The connection state in words for the status line (colour alone never carries it).
 *
 * @example
 * describeFeedStatus({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true });
 * // 'Disconnected: retries exhausted'
 */
export function describeFeedStatus(status: FeedStatus): string {
  if (status.state === 'connected') return 'Connected';
  if (status.state === 'connecting') {
    return status.attempt > 0 ? `Connecting… (attempt ${status.attempt} of ${MAX_RECONNECT_ATTEMPTS})` : 'Connecting…';
  }
  if (status.exhausted) return 'Disconnected: retries exhausted';
  if (status.retryInMs !== null) return `Disconnected: retrying in ${Math.round(status.retryInMs / 1000)} s`;
  return 'Disconnected';
}

/** Dot colour beside the status text; theme tokens with dark-theme fallbacks. */
export function feedStatusColor(status: FeedStatus): string {
  if (status.state === 'connected') return 'var(--color-up, #0ecb81)';
  if (status.state === 'connecting') return 'var(--color-warning, #f0b90b)';
  return 'var(--color-down, #f6465d)';
}
