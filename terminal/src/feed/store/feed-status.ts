import { atom, computed, onMount } from 'nanostores';
import { INITIAL_FEED_STATUS, type FeedStatus } from '@bourse/market';
import { reconnectSharedStreams } from '@bourse/market/client';
import { $marketConfig } from './market-config';
import { listenOnPage } from '../../shared/store/page-events';

/**
 * The market data connection as the trader sees it: connecting, connected or disconnected,
 * with the reconnect attempt and whether the feed gave up after 5 attempts.
 *
 * @example
 * $feedStatus.get(); // { state: 'connected', attempt: 0, retryInMs: null, exhausted: false }
 */
export const $feedStatus = atom<FeedStatus>(INITIAL_FEED_STATUS);

/**
 * When the next reconnect attempt is due (epoch ms) while one is scheduled, for a countdown; and
 * since when the feed has been down (null while connected), for the age of the last price.
 *
 * @example
 * $feedTimes.get(); // { retryAt: 1723161605000, downSince: 1723161600000 }
 */
export const $feedTimes = atom<{ retryAt: number | null; downSince: number | null }>({ retryAt: null, downSince: null });

/** Record a status reported by the market stream. */
export function setFeedStatus(status: FeedStatus, now = Date.now()): void {
  const before = $feedTimes.get();
  const down = status.state !== 'connected' && $feedStatus.get().state === 'connected' ? now : before.downSince;
  $feedTimes.set({
    retryAt: status.retryInMs === null ? null : now + status.retryInMs,
    downSince: status.state === 'connected' ? null : down,
  });
  $feedStatus.set(status);
}

/**
 * What the terminal says about its prices: `live` (Binance) or `replay` while connected, then
 * `connecting`, `reconnecting` (an attempt scheduled), `stale` (5 attempts failed: the
 * prices shown are the last ones before the feed stopped) or `disconnected`.
 *
 * @example
 * $feedHealth.get(); // { state: 'stale', attempt: 5 }
 */
export type FeedHealth = { state: 'live' | 'replay' | 'connecting' | 'reconnecting' | 'stale' | 'disconnected'; attempt: number };

export const $feedHealth = computed([$feedStatus, $marketConfig], (status, config): FeedHealth => {
  const { attempt } = status;
  if (status.state === 'connected') return { state: config?.feed === 'replay' ? 'replay' : 'live', attempt };
  if (status.state === 'connecting') return { state: 'connecting', attempt };
  if (status.exhausted) return { state: 'stale', attempt };
  return { state: status.retryInMs !== null ? 'reconnecting' : 'disconnected', attempt };
});

/** Whether the shown prices may be out of date: the feed gave up, or is down with nothing scheduled. */
export function isFeedStale(health: FeedHealth): boolean {
  return health.state === 'stale' || health.state === 'disconnected';
}

/** The trader's "Reconnect": start the feed again now, attempts counted from zero. */
export function reconnectFeed(): void {
  reconnectSharedStreams();
}

// While anything shows the feed's health, the feed resumes by itself when the browser comes back
// online or the tab becomes visible again (a laptop waking up, a phone unlocking), instead of
// staying given up until the trader finds the button.
onMount($feedHealth, () => {
  const resume = () => {
    if ($feedStatus.get().state === 'disconnected' && document.visibilityState !== 'hidden') reconnectFeed();
  };
  return listenOnPage({ window: ['online'], document: ['visibilitychange'] }, resume);
});
