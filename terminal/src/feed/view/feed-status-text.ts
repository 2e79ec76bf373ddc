import { MAX_RECONNECT_ATTEMPTS, type FeedStatus } from '@bourse/market';
import { fill, messagesFor } from '@bourse/i18n';

/**
 * The connection state in words for the status line (colour alone never carries it).
 *
 * @example
 * describeFeedStatus({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true }, 'en');
 * // 'Disconnected: retries exhausted'
 */
export function describeFeedStatus(status: FeedStatus, locale: string): string {
  const t = messagesFor(locale).feed;
  if (status.state === 'connected') return t.connected;
  if (status.state === 'connecting') {
    return status.attempt > 0 ? fill(t.connectingAttempt, { attempt: status.attempt, max: MAX_RECONNECT_ATTEMPTS }, locale) : t.connecting;
  }
  if (status.exhausted) return t.exhausted;
  if (status.retryInMs !== null) return fill(t.retrying, { seconds: Math.round(status.retryInMs / 1000) }, locale);
  return t.disconnected;
}

/** The state's name for the dot's CSS class (`feed-dot--connected` …); colour comes from the theme. */
export function feedStatusTone(status: FeedStatus): 'connected' | 'connecting' | 'disconnected' {
  return status.state === 'connected' || status.state === 'connecting' ? status.state : 'disconnected';
}
