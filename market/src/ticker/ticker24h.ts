import type { Ticker24hRest } from './binance';
import { Dec, toBinanceString } from './decimal';
import type { BestBidAsk, Trade } from './types';

/** Length of Binance's rolling ticker window. */
export const DAY_MS = 86_400_000;

const ZERO = '0.00000000';

/**
 * Binance's 24hr ticker answer computed from the trades seen, for a server that has trades but
 * no exchange statistics (the replay server). The window is (nowMs - 24 h, nowMs]; its first
 * trade is the open. Trades must be in time order. Bid and ask come from the book when given.
 *
 * @example
 * const rest = deriveTicker24h(trades, 'BTCUSDT', Date.now(), bestBidAsk);
 * rest.lastPrice; // '61685.99000000'
 */
export function deriveTicker24h(trades: readonly Trade[], symbol: string, nowMs: number, best?: BestBidAsk): Ticker24hRest {
  const openTime = nowMs - DAY_MS;
  const start = firstTradeAfter(trades, openTime);
  let end = trades.length;
  while (end > start && (trades[end - 1]?.time ?? 0) > nowMs) end -= 1;
  const book = {
    bidPrice: best?.bidPrice ?? ZERO,
    bidQty: best?.bidQty ?? ZERO,
    askPrice: best?.askPrice ?? ZERO,
    askQty: best?.askQty ?? ZERO,
  };
  const first = trades[start];
  const last = trades[end - 1];
  if (!first || !last || start >= end) {
    return {
      symbol,
      priceChange: ZERO,
      priceChangePercent: '0.000',
      weightedAvgPrice: ZERO,
      prevClosePrice: trades[start - 1]?.price ?? ZERO,
      lastPrice: ZERO,
      lastQty: ZERO,
      ...book,
      openPrice: ZERO,
      highPrice: ZERO,
      lowPrice: ZERO,
      volume: ZERO,
      quoteVolume: ZERO,
      openTime,
      closeTime: nowMs,
      firstId: -1,
      lastId: -1,
      count: 0,
    };
  }
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
    symbol,
    priceChange: toBinanceString(change),
    priceChangePercent: (open.isZero() ? new Dec(0) : change.div(open).times(100)).toFixed(3),
    weightedAvgPrice: toBinanceString(volume.isZero() ? new Dec(0) : quoteVolume.div(volume)),
    // Binance's previous close is the last price before the window; with none, the open stands in.
    prevClosePrice: toBinanceString(new Dec(trades[start - 1]?.price ?? first.price)),
    lastPrice: toBinanceString(new Dec(last.price)),
    lastQty: toBinanceString(new Dec(last.qty)),
    ...book,
    openPrice: toBinanceString(open),
    highPrice: toBinanceString(high),
    lowPrice: toBinanceString(low),
    volume: toBinanceString(volume),
    quoteVolume: toBinanceString(quoteVolume),
    openTime,
    closeTime: nowMs,
    firstId: first.id,
    lastId: last.id,
    count: end - start,
  };
}

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
