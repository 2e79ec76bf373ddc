import { atom, computed, onMount } from 'nanostores';
import { mergeQuotes, quoteOf, type Quote, type MarketFrame } from '@bourse/market';
import { joinSharedStream } from '@bourse/market/client';
import { setFeedStatus } from '../../feed/store/feed-status';
import { $marketConfig } from '../../feed/store/market-config';
import { $ticker } from './ticker';

/** The all-market mini ticker stream: one frame a second with every pair that changed. */
export const ALL_MINI_TICKERS = '!miniTicker@arr';

/**
 * Every pair's latest figures from the market host's `!miniTicker@arr` stream, by symbol, while
 * it has listeners and a market is configured (the same connection as the terminal's other streams).
 *
 * @example
 * $streamedQuotes.get().ETHUSDT?.lastPrice; // '2612.01000000'
 */
export const $streamedQuotes = atom<Readonly<Record<string, Quote>>>({});

onMount($streamedQuotes, () => {
  let leave: () => void = () => {};
  const unsubscribe = $marketConfig.subscribe((config) => {
    leave();
    $streamedQuotes.set({});
    if (!config) return void (leave = () => {});
    const onFrame = (frame: MarketFrame) => {
      if (frame.kind === 'miniTickers') $streamedQuotes.set(mergeQuotes($streamedQuotes.get(), frame.events));
    };
    leave = joinSharedStream(config.wsUrl, { streams: [ALL_MINI_TICKERS], onFrame, onStatus: setFeedStatus }, (message) =>
      console.warn(message),
    );
  });
  return () => {
    unsubscribe();
    leave();
  };
});

/**
 * The one price of every pair: the shown (stabilised) ticker for the pair the terminal follows,
 * the streamed quote for the others. The pairs list and the ticker strip read it, so they show
 * the top bar's price at the same moment.
 *
 * @example
 * $quotes.get()('BTCUSDT')?.lastPrice; // the top bar's price
 */
export const $quotes = computed(
  [$streamedQuotes, $ticker],
  (quotes, ticker) =>
    (symbol: string): Quote | null =>
      quoteOf(symbol, quotes, ticker),
);
