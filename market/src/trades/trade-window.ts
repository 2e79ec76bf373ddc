import { Dec, toBinanceString } from '../decimal';
import type { Trade } from '../types';

/** Index of the first trade after `time` (binary search: a replay server keeps tens of thousands of trades and asks every second). */
export function firstTradeAfter(trades: readonly Trade[], time: number): number {
  let lo = 0;
  let hi = trades.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((trades[mid]?.time ?? 0) > time) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Trades with openTime <= time <= closeTime, in order. */
export function tradesBetween(trades: readonly Trade[], openTime: number, closeTime: number): readonly Trade[] {
  return trades.slice(firstTradeAfter(trades, openTime - 1), firstTradeAfter(trades, closeTime));
}

/**
 * Binance's rolling-window sizes (`windowSize` of `/api/v3/ticker`, `<sym>@ticker_<window>`):
 * 1m-59m, 1h-23h, 1d-7d, one unit only; the window's length in ms, or null for anything else.
 *
 * @example
 * parseWindowSize('4h'); // 14_400_000
 * parseWindowSize('60m'); // null
 */
export function parseWindowSize(text: string): number | null {
  const match = text.match(/^([1-9]\d?)([mhd])$/);
  if (!match) return null;
  const count = Number(match[1]);
  const unit = match[2] as 'm' | 'h' | 'd';
  const max = { m: 59, h: 23, d: 7 }[unit];
  if (count > max) return null;
  return count * { m: 60_000, h: 3_600_000, d: 86_400_000 }[unit];
}

/** Binance's average price: volume-weighted over the last 5 minutes of trades. */
export const AVG_PRICE_MINUTES = 5;

/**
 * `/api/v3/avgPrice`: price weighted by quantity over the last five minutes; closeTime is the last
 * trade's time. With no trade in the window, the last price stands, as on a quiet market.
 *
 * @example
 * averagePrice(trades, Date.now()); // { mins: 5, price: '61707.68161671', closeTime: 1723161601271 }
 */
export function averagePrice(trades: readonly Trade[], now: number): { mins: number; price: string; closeTime: number } {
  const recent = tradesBetween(trades, now - AVG_PRICE_MINUTES * 60_000, now);
  const last = recent.at(-1) ?? trades[firstTradeAfter(trades, now) - 1];
  if (!last) return { mins: AVG_PRICE_MINUTES, price: '0.00000000', closeTime: 0 };
  let volume = new Dec(0);
  let quote = new Dec(0);
  for (const trade of recent) {
    volume = volume.plus(trade.qty);
    quote = quote.plus(new Dec(trade.price).times(trade.qty));
  }
  const price = volume.isZero() ? new Dec(last.price) : quote.div(volume);
  return { mins: AVG_PRICE_MINUTES, price: toBinanceString(price), closeTime: last.time };
}
