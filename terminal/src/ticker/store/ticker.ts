import { atom, onMount } from 'nanostores';
import type { Ticker } from '@bourse/market';
import { $marketConfig } from '../../feed/store/market-config';
import { startTickerFeed } from './ticker-feed';

/**
 * The configured symbol's last price and 24h statistics, or null before the first value.
 * While it has listeners it fetches the REST 24hr ticker, then follows `<sym>@ticker` and, for a
 * faster last price, `<sym>@trade`; it starts over when `$marketConfig` changes.
 *
 * @example
 * configureMarket(BINANCE_LIVE);
 * const stop = $ticker.subscribe((ticker) => console.log(ticker?.lastPrice));
 */
export const $ticker = atom<Ticker | null>(null);

/**
 * Why no price could be loaded (e.g. 'HTTP error! status: 400'), or null. Set only while there
 * is no value to show: a fault after the first price keeps the last good one instead.
 *
 * @example
 * $tickerError.get(); // 'HTTP error! status: 503'
 */
export const $tickerError = atom<string | null>(null);

onMount($ticker, () => {
  let stop: () => void = () => {};
  const unsubscribe = $marketConfig.subscribe((config) => {
    stop();
    stop = config ? startTickerFeed(config, { $ticker, $tickerError }) : () => {};
  });
  return () => {
    unsubscribe();
    stop();
  };
});
