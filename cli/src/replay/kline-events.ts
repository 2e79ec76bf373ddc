import { aggregateKlines, klineOpenTime, parseKlineInterval, type KlineInterval, type Trade } from '@bourse/terminal/domain';
import type { KlineEvent } from '@bourse/terminal/market';

/** The interval of a `<sym>@kline_<interval>` stream name, or null for other streams. */
export function klineStreamInterval(stream: string): KlineInterval | null {
  const match = stream.match(/@kline_(\w+)$/);
  return match ? parseKlineInterval(match[1] ?? '') : null;
}

/**
 * Binance's `<sym>@kline_<interval>` event for the candle open at `now`, built from the trades
 * replayed so far (trades in time order). Null before the candle has a trade.
 *
 * @example
 * klineEvent('BTCUSDT', market.trades, '1m', Date.now())?.k.c; // '61828.00000000'
 */
export function klineEvent(symbol: string, trades: readonly Trade[], interval: KlineInterval, now: number): KlineEvent | null {
  const openTime = klineOpenTime(now, interval);
  let first = trades.length;
  // Only the open candle's trades are read, from the end: the list holds thousands.
  while (first > 0 && (trades[first - 1]?.time ?? 0) >= openTime) first -= 1;
  const current = trades.slice(first).filter((t) => t.time <= now);
  const kline = aggregateKlines(current, interval, { startTime: openTime, limit: 1 })[0];
  if (!kline || current.length === 0) return null;
  const [t, o, h, l, c, v, T, q, n, V, Q] = kline;
  return {
    e: 'kline', E: now, s: symbol,
    k: { t, T, s: symbol, i: interval, f: current[0]?.id ?? -1, L: current.at(-1)?.id ?? -1, o, c, h, l, v, n, x: false, q, V, Q },
  };
}
