import { Dec, toBinanceString } from '../decimal';
import type { Kline, Trade } from '../types';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

/** Fixed interval lengths; '1w' and '1M' follow the calendar and are handled apart. */
const FIXED_MS = {
  '1s': 1_000,
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '2h': 120 * MINUTE,
  '4h': 240 * MINUTE,
  '6h': 360 * MINUTE,
  '8h': 480 * MINUTE,
  '12h': 720 * MINUTE,
  '1d': DAY,
  '3d': 3 * DAY,
} as const;

/**
 * A Binance kline interval.
 *
 * @example
 * const interval: KlineInterval = '1m';
 */
export type KlineInterval = keyof typeof FIXED_MS | '1w' | '1M';

export const KLINE_INTERVALS: readonly KlineInterval[] = [...Object.keys(FIXED_MS), '1w', '1M'] as KlineInterval[];

export const DEFAULT_KLINE_LIMIT = 500;
export const MAX_KLINE_LIMIT = 1000;

/** The interval named by `text`, or null when Binance would answer "Invalid interval." */
export function parseKlineInterval(text: string): KlineInterval | null {
  return (KLINE_INTERVALS as readonly string[]).includes(text) ? (text as KlineInterval) : null;
}

/**
 * An interval's length in ms; a month counts its shortest, 28 days, since lengths are only compared
 * (is this interval finer than that series?) and a month is never finer than 28 days.
 *
 * @example
 * klineIntervalMs('1h'); // 3_600_000
 */
export function klineIntervalMs(interval: KlineInterval): number {
  if (interval === '1M') return 28 * DAY;
  return interval === '1w' ? 7 * DAY : FIXED_MS[interval];
}

// Binance weeks start on Monday 00:00 UTC; the epoch fell on a Thursday, 4 days later.
const WEEK_ORIGIN = 4 * DAY;

/** Open time of the kline that contains `time`. */
export function klineOpenTime(time: number, interval: KlineInterval): number {
  if (interval === '1M') {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  const size = interval === '1w' ? 7 * DAY : FIXED_MS[interval];
  const origin = interval === '1w' ? WEEK_ORIGIN : 0;
  return Math.floor((time - origin) / size) * size + origin;
}

function nextOpenTime(openTime: number, interval: KlineInterval): number {
  if (interval === '1M') {
    const date = new Date(openTime);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
  return openTime + (interval === '1w' ? 7 * DAY : FIXED_MS[interval]);
}

/**
 * Which klines to return, as in Binance's `/api/v3/klines`: open times within
 * [startTime, endTime]; with a startTime the first `limit`, otherwise the last `limit`.
 *
 * @example
 * const range: KlineRange = { startTime: Date.now() - 3_600_000, limit: 60 };
 */
export interface KlineRange {
  startTime?: number;
  endTime?: number;
  limit?: number;
}

interface Bucket {
  openTime: number;
  open: Dec;
  high: Dec;
  low: Dec;
  close: Dec;
  volume: Dec;
  quote: Dec;
  count: number;
  takerBase: Dec;
  takerQuote: Dec;
}

/**
 * Binance 12-field klines built from trades in time order. Intervals without trades between
 * two traded ones are flat at the previous close with zero volume, as Binance reports them.
 *
 * @example
 * aggregateKlines(trades, '1m', { limit: 500 }); // [[openTime, open, high, low, close, ...], ...]
 */
export function aggregateKlines(trades: readonly Trade[], interval: KlineInterval, range: KlineRange = {}): Kline[] {
  const limit = Math.min(Math.max(1, range.limit ?? DEFAULT_KLINE_LIMIT), MAX_KLINE_LIMIT);
  const from = range.startTime === undefined ? -Infinity : klineOpenTime(range.startTime, interval);
  const buckets: Bucket[] = [];
  for (const trade of trades) {
    // Skipped before any decimal is built: the replay server holds tens of thousands of trades.
    if (trade.time < from || (range.endTime !== undefined && trade.time > nextOpenTime(range.endTime, interval))) continue;
    const openTime = klineOpenTime(trade.time, interval);
    const price = new Dec(trade.price);
    const quote = price.times(trade.qty);
    let bucket = buckets[buckets.length - 1];
    if (!bucket || bucket.openTime !== openTime) {
      if (bucket) fillGap(buckets, bucket, openTime, interval);
      bucket = {
        openTime,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: new Dec(0),
        quote: new Dec(0),
        count: 0,
        takerBase: new Dec(0),
        takerQuote: new Dec(0),
      };
      buckets.push(bucket);
    }
    if (price.gt(bucket.high)) bucket.high = price;
    if (price.lt(bucket.low)) bucket.low = price;
    bucket.close = price;
    bucket.volume = bucket.volume.plus(trade.qty);
    bucket.quote = bucket.quote.plus(quote);
    bucket.count += 1;
    if (!trade.isBuyerMaker) {
      bucket.takerBase = bucket.takerBase.plus(trade.qty);
      bucket.takerQuote = bucket.takerQuote.plus(quote);
    }
  }
  const inRange = buckets.filter(
    (b) => (range.startTime === undefined || b.openTime >= range.startTime) && (range.endTime === undefined || b.openTime <= range.endTime),
  );
  const chosen = range.startTime === undefined ? inRange.slice(-limit) : inRange.slice(0, limit);
  return chosen.map((b) => toKline(b, interval));
}

function fillGap(buckets: Bucket[], previous: Bucket, until: number, interval: KlineInterval): void {
  const zero = new Dec(0);
  for (let t = nextOpenTime(previous.openTime, interval); t < until; t = nextOpenTime(t, interval)) {
    const close = previous.close;
    buckets.push({
      openTime: t,
      open: close,
      high: close,
      low: close,
      close,
      volume: zero,
      quote: zero,
      count: 0,
      takerBase: zero,
      takerQuote: zero,
    });
  }
}

function toKline(b: Bucket, interval: KlineInterval): Kline {
  return [
    b.openTime,
    toBinanceString(b.open),
    toBinanceString(b.high),
    toBinanceString(b.low),
    toBinanceString(b.close),
    toBinanceString(b.volume),
    nextOpenTime(b.openTime, interval) - 1,
    toBinanceString(b.quote),
    b.count,
    toBinanceString(b.takerBase),
    toBinanceString(b.takerQuote),
    '0',
  ];
}
