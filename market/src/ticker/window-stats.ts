import { Dec, toBinanceString } from '../decimal';
import { firstTradeAfter } from '../trades/trade-window';
import type { Trade } from '../types';

const ZERO = '0.00000000';

/**
 * The figures every Binance ticker window shares, computed from the trades in it: open (first
 * trade), high, low, last, change, change in percent (0 when the open is 0: a zero-priced first
 * trade must not divide), volume-weighted average, volumes, the ids covered and the count.
 *
 * @example
 * const stats: WindowStats = windowStats(trades, 0, trades.length);
 * stats.priceChangePercent; // '-0.245'
 */
export interface WindowStats {
  priceChange: string;
  priceChangePercent: string;
  weightedAvgPrice: string;
  openPrice: string;
  highPrice: string;
  lowPrice: string;
  lastPrice: string;
  lastQty: string;
  volume: string;
  quoteVolume: string;
  firstId: number;
  lastId: number;
  count: number;
}

/** An empty window, as Binance answers it: zero figures and ids of -1. */
export const EMPTY_WINDOW_STATS: WindowStats = {
  priceChange: ZERO,
  priceChangePercent: '0.000',
  weightedAvgPrice: ZERO,
  openPrice: ZERO,
  highPrice: ZERO,
  lowPrice: ZERO,
  lastPrice: ZERO,
  lastQty: ZERO,
  volume: ZERO,
  quoteVolume: ZERO,
  firstId: -1,
  lastId: -1,
  count: 0,
};

/** The window of trades[start..end) (time order); indexes rather than a slice, as a replay asks every second over tens of thousands. */
export function windowStats(trades: readonly Trade[], start: number, end: number): WindowStats {
  const first = trades[start];
  const last = trades[end - 1];
  if (!first || !last || start >= end) return EMPTY_WINDOW_STATS;
  let high = new Dec(first.price);
  let low = high;
  let volume = new Dec(0);
  let quoteVolume = new Dec(0);
  for (let i = start; i < end; i += 1) {
    const trade = trades[i] as Trade;
    const price = new Dec(trade.price);
    const qty = new Dec(trade.qty);
    if (price.gt(high)) high = price;
    if (price.lt(low)) low = price;
    volume = volume.plus(qty);
    quoteVolume = quoteVolume.plus(price.times(qty));
  }
  const open = new Dec(first.price);
  const change = new Dec(last.price).minus(open);
  return {
    priceChange: toBinanceString(change),
    priceChangePercent: (open.isZero() ? new Dec(0) : change.div(open).times(100)).toFixed(3),
    weightedAvgPrice: toBinanceString(volume.isZero() ? new Dec(0) : quoteVolume.div(volume)),
    openPrice: toBinanceString(open),
    highPrice: toBinanceString(high),
    lowPrice: toBinanceString(low),
    lastPrice: toBinanceString(new Dec(last.price)),
    lastQty: toBinanceString(new Dec(last.qty)),
    volume: toBinanceString(volume),
    quoteVolume: toBinanceString(quoteVolume),
    firstId: first.id,
    lastId: last.id,
    count: end - start,
  };
}

/**
 * Rolling-window statistics (`/api/v3/ticker`, `<sym>@ticker_<window>`): the window opens on the
 * minute, as Binance's does, so it may be up to 59.999 s wider than asked.
 *
 * @example
 * rollingStats('BTCUSDT', trades, 3_600_000, Date.now()).lastPrice; // '61828.00000000'
 */
export function rollingStats(symbol: string, trades: readonly Trade[], windowMs: number, now: number) {
  const openTime = Math.floor((now - windowMs) / 60_000) * 60_000;
  const stats = windowStats(trades, firstTradeAfter(trades, openTime - 1), firstTradeAfter(trades, now));
  const { priceChange, priceChangePercent, weightedAvgPrice, openPrice, highPrice, lowPrice, lastPrice, volume, quoteVolume } = stats;
  return {
    symbol,
    priceChange,
    priceChangePercent,
    weightedAvgPrice,
    openPrice,
    highPrice,
    lowPrice,
    lastPrice,
    volume,
    quoteVolume,
    openTime,
    closeTime: now,
    firstId: stats.firstId,
    lastId: stats.lastId,
    count: stats.count,
  };
}

/** What `type=MINI` keeps of a full ticker answer (Binance drops the price-change fields). */
export function miniTicker<
  T extends {
    symbol: string;
    openPrice: string;
    highPrice: string;
    lowPrice: string;
    lastPrice: string;
    volume: string;
    quoteVolume: string;
    openTime: number;
    closeTime: number;
    firstId: number;
    lastId: number;
    count: number;
  },
>(full: T) {
  const { symbol, openPrice, highPrice, lowPrice, lastPrice, volume, quoteVolume, openTime, closeTime, firstId, lastId, count } = full;
  return { symbol, openPrice, highPrice, lowPrice, lastPrice, volume, quoteVolume, openTime, closeTime, firstId, lastId, count };
}
