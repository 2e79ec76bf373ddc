// Test helper for the spot islands under happy-dom: a signed-in trader whose account API is a fake
// engine in memory (demo balances, the real trading rules), a fixed last price, no market network,
// and the keystrokes and clicks a trader makes.
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { vi } from 'vitest';
import { $accountState, $selectedPair, $session, $ticker, reloadAccounts, setFeedStatus, setSession } from '../../stores';
import { FakeEngine } from '../../test-support/fake-engine';
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

/** The account API of the current test (a fresh one per `offline()`). */
export let engine = new FakeEngine();

export function signIn(): void {
  setSession({ status: 'authenticated', user: TRADER });
  void reloadAccounts();
}

/** No market host answers; the account API is a fresh fake engine. */
export function offline(): void {
  engine = new FakeEngine();
  vi.stubGlobal('fetch', engine.fetch);
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

/** A price from a connected feed (a stale one makes the form ask before placing). */
export function setLastPrice(symbol: string, lastPrice: string): void {
  // The server's book sits around the same price: a limit at it rests, a market order takes it.
  engine.price = lastPrice;
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
  $accountState.set({ status: 'loading', accounts: [], state: null });
  vi.unstubAllGlobals();
}

/** Waits for the trading store's asynchronous write (placing, cancelling) to show. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}
