// Test helper for the spot islands under happy-dom: a signed-in trader with demo balances, a fixed
// last price, no network, and the keystrokes and clicks a trader makes.
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { vi } from 'vitest';
import type { StorageLike } from '../../shared/store/persistence';
import { $selectedPair, $session, $ticker, setFeedStatus, setSession, useTradingStorage } from '../../stores';
import { unmount } from '../../test-support/dom';
import { $favoritePairs } from '../../pairs/store/pairs';
import { $stopLossHintHidden } from '../../stores/spot-form';
import { FakeWebSocket } from '@bourse/market/testing';

export { click, render, type, within } from '../../test-support/dom';

export const feedProps = { restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443', feed: 'replay' as const, feedLabel: 'Replay' };
const TRADER = {
  id: 't1',
  email: 'demo@bourse.local',
  username: 'demo',
  firstName: '',
  lastName: '',
  avatar: '',
  status: 'active' as const,
  emailVerified: true,
  level: '',
  colorPreset: 'default' as const,
};

export function signIn(): void {
  const map = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  useTradingStorage(storage);
  setSession({ status: 'authenticated', user: TRADER });
}

export function offline(): void {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

/** A price from a connected feed (a stale one makes the form ask before placing). */
export function setLastPrice(symbol: string, lastPrice: string): void {
  act(() => setFeedStatus({ state: 'connected', attempt: 0, retryInMs: null, exhausted: false }));
  act(() =>
    $ticker.set({
      symbol,
      lastPrice,
      openPrice: lastPrice,
      priceChange: '0',
      priceChangePercent: '0',
      highPrice: lastPrice,
      lowPrice: lastPrice,
      volume: '0',
      quoteVolume: '0',
      lastTradeId: 1,
      updatedAt: 1,
    }),
  );
}

export async function cleanup(): Promise<void> {
  await unmount();
  // Persistent stores unmount 1 s after their last listener, by timer: do it now, while the test's
  // window still exists, or the timer fires after the environment is gone.
  cleanStores($stopLossHintHidden, $favoritePairs);
  localStorage.clear();
  $selectedPair.set(null);
  $ticker.set(null);
  if ($session.get().status !== 'anonymous') setSession({ status: 'anonymous', user: null });
  vi.unstubAllGlobals();
}

/** Waits for the trading store's asynchronous write (placing, cancelling) to show. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}
