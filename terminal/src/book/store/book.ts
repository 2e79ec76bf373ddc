import { atom, onMount } from 'nanostores';
import type { PriceLevel } from '@bourse/market';
import { startBookStoreFeed } from './book-feed';
import { $marketConfig } from '../../feed/store/market-config';

/**
 * The configured symbol's order book: up to 1000 levels a side, best first (bids high to low, asks
 * low to high), with the update id they reflect; the panel shows the best 20, grouping reads deeper. `loading` until the first
 * snapshot has been applied, and again while a sequence gap is being resynced; `unavailable` when
 * the market host does not serve the symbol (e.g. a pair the replay has no recording of).
 *
 * @example
 * const state: OrderBookState = { symbol: 'BTCUSDT', status: 'live', lastUpdateId: 50093239218,
 *   bids: [['61837.63000000', '3.78826000']], asks: [['61837.64000000', '1.54698000']] };
 */
export interface OrderBookState {
  symbol: string;
  status: 'loading' | 'live' | 'unavailable';
  lastUpdateId: number | null;
  bids: PriceLevel[];
  asks: PriceLevel[];
  /** Why the book is unavailable, as the host said it. */
  message?: string;
}

/**
 * The local order book, kept by Binance's documented procedure while it has listeners; it starts
 * over when `$marketConfig` changes. Null until a market is configured.
 *
 * @example
 * configureMarket(BINANCE_LIVE);
 * const stop = $book.subscribe((book) => console.log(book?.bids[0]));
 */
export const $book = atom<OrderBookState | null>(null);

onMount($book, () => {
  let stop: () => void = () => {};
  const unsubscribe = $marketConfig.subscribe((config) => {
    stop();
    stop = config ? startBookStoreFeed(config, $book) : () => {};
  });
  return () => {
    unsubscribe();
    stop();
    $book.set(null);
  };
});
