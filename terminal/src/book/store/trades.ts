import { atom, onMount } from 'nanostores';
import type { Trade } from '@bourse/market';
import { $marketConfig } from '../../feed/store/market-config';
import { startTradesFeed } from './trades-feed';

/**
 * The configured symbol's latest trades, newest first (at most 50), while it has listeners.
 *
 * @example
 * $trades.subscribe((trades) => console.log(trades[0]?.price));
 */
export const $trades = atom<Trade[]>([]);

onMount($trades, () => {
  let stop: () => void = () => {};
  const unsubscribe = $marketConfig.subscribe((config) => {
    stop();
    stop = config ? startTradesFeed(config, $trades) : () => {};
  });
  return () => {
    unsubscribe();
    stop();
  };
});
