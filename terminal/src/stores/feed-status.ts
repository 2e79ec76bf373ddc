import { atom } from 'nanostores';
import { INITIAL_FEED_STATUS, type FeedStatus } from '../market';

/**
 * The market data connection as the spec describes it: connecting, connected or disconnected,
 * with the reconnect attempt and whether the feed gave up after 5 attempts.
 *
 * @example
 * $feedStatus.get(); // { state: 'connected', attempt: 0, retryInMs: null, exhausted: false }
 */
export const $feedStatus = atom<FeedStatus>(INITIAL_FEED_STATUS);

/** Record a status reported by the market stream. */
export function setFeedStatus(status: FeedStatus): void {
  $feedStatus.set(status);
}
