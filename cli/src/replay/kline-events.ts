import {
  aggregateKlines,
  klineOpenTime,
  parseKlineInterval,
  type KlineInterval,
  type Trade,
  type KlineEvent,
  tradesBetween,
} from '@bourse/market';

/** The interval of a `<sym>@kline_<interval>` stream name, or null for other streams. */
export function klineStreamInterval(stream: string): KlineInterval | null {
  const match = stream.match(/@kline_(\w+)$/);
  return match ? parseKlineInterval(match[1] ?? '') : null;
}

/**
 * Binance's `<sym>@kline_<interval>` event for the candle containing `openTime` (default: the one
 * open at `now`), built from the trades replayed up to `now`; `closed` marks the final event of a
 * candle (`x: true`). Null while the candle has no trade.
 *
 * @example
 * klineEvent('BTCUSDT', market.trades, '1m', Date.now())?.k.c; // '61828.00000000'
 */
export function klineEvent(
  symbol: string,
  trades: readonly Trade[],
  interval: KlineInterval,
  now: number,
  openTime = klineOpenTime(now, interval),
  closed = false,
): KlineEvent | null {
  const current = tradesBetween(trades, openTime, now);
  const kline = aggregateKlines(current, interval, { startTime: openTime, limit: 1 })[0];
  if (!kline || current.length === 0 || kline[0] !== openTime) return null;
  const inCandle = current.filter((t) => t.time <= kline[6]);
  const [t, o, h, l, c, v, T, q, n, V, Q] = kline;
  return {
    e: 'kline',
    E: now,
    s: symbol,
    k: { t, T, s: symbol, i: interval, f: inCandle[0]?.id ?? -1, L: inCandle.at(-1)?.id ?? -1, o, c, h, l, v, n, x: closed, q, V, Q },
  };
}

/**
 * The events a kline stream sends now: when the candle it last sent has ended, that candle's
 * closing event (`x: true`) first, then the open candle's. `lastOpen` is the open time of the
 * candle last sent on that stream (undefined at first).
 *
 * @example
 * klineUpdates('BTCUSDT', trades, '1m', now, lastOpen); // [closedEvent, openEvent]
 */
export function klineUpdates(
  symbol: string,
  trades: readonly Trade[],
  interval: KlineInterval,
  now: number,
  lastOpen: number | undefined,
): KlineEvent[] {
  const events: KlineEvent[] = [];
  const openTime = klineOpenTime(now, interval);
  if (lastOpen !== undefined && lastOpen < openTime) {
    const closing = klineEvent(symbol, trades, interval, now, lastOpen, true);
    if (closing) events.push({ ...closing, k: { ...closing.k } });
  }
  const open = klineEvent(symbol, trades, interval, now, openTime);
  if (open) events.push(open);
  return events;
}
