import { Dec, toBinanceString } from '../decimal';
import type { Ticker24hRest } from '../protocol/binance';
import { firstTradeAfter } from '../trades/trade-window';
import type { BestBidAsk, Trade } from '../types';
import { windowStats } from './window-stats';

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
  const end = Math.max(start, firstTradeAfter(trades, nowMs));
  const stats = windowStats(trades, start, end);
  const before = trades[start - 1]?.price;
  return {
    symbol,
    priceChange: stats.priceChange,
    priceChangePercent: stats.priceChangePercent,
    weightedAvgPrice: stats.weightedAvgPrice,
    // Binance's previous close is the last price before the window; with none, the open stands in.
    prevClosePrice: stats.count === 0 ? (before ?? ZERO) : toBinanceString(new Dec(before ?? stats.openPrice)),
    lastPrice: stats.lastPrice,
    lastQty: stats.lastQty,
    bidPrice: best?.bidPrice ?? ZERO,
    bidQty: best?.bidQty ?? ZERO,
    askPrice: best?.askPrice ?? ZERO,
    askQty: best?.askQty ?? ZERO,
    openPrice: stats.openPrice,
    highPrice: stats.highPrice,
    lowPrice: stats.lowPrice,
    volume: stats.volume,
    quoteVolume: stats.quoteVolume,
    openTime,
    closeTime: nowMs,
    firstId: stats.firstId,
    lastId: stats.lastId,
    count: stats.count,
  };
}
