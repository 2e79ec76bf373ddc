import { atom, onMount } from 'nanostores';
import { parseKlineInterval, type Kline, type KlineInterval } from '@bourse/market';
import { startCandlesFeed } from './candles-feed';
import { $marketConfig } from '../../feed/store/market-config';

/**
 * The chart's candles: loading, ready, or error with the detail the chart's error panel shows.
 *
 * @example
 * const state: CandlesState = { symbol: 'BTCUSDT', interval: '1m', status: 'ready', candles: [...], error: null };
 */
export interface CandlesState {
  symbol: string;
  interval: KlineInterval;
  status: 'loading' | 'ready' | 'error';
  candles: Kline[];
  error: string | null;
}

/** The chart interval; default 1 minute. Changing it loads the candles again. */
export const $candleInterval = atom<KlineInterval>('1m');

/** Set the chart interval; false (nothing changes) for text that is not a Binance interval. */
export function setCandleInterval(text: string): boolean {
  const interval = parseKlineInterval(text);
  if (interval) $candleInterval.set(interval);
  return interval !== null;
}

/**
 * The configured symbol's candles for `$candleInterval`, with the live candle merged in, while
 * it has listeners; loaded again on a pair or interval change.
 *
 * @example
 * $candles.subscribe((state) => chart.setData(state?.candles ?? []));
 */
export const $candles = atom<CandlesState | null>(null);

onMount($candles, () => {
  let stop: () => void = () => {};
  const restart = () => {
    stop();
    const config = $marketConfig.get();
    stop = config ? startCandlesFeed(config, $candleInterval.get(), $candles) : () => {};
  };
  const unsubscribeConfig = $marketConfig.listen(restart);
  const unsubscribeInterval = $candleInterval.listen(restart);
  restart();
  return () => {
    unsubscribeConfig();
    unsubscribeInterval();
    stop();
  };
});
