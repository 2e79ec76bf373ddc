import { Dec } from '../decimal';
import type { Ticker, Trade } from '../types';

/**
 * Move a ticker's last price to a newer trade between two 24h ticker events, keeping change,
 * percent, high and low consistent with it. Trades the ticker already counted are ignored.
 */
export function applyTradeToTicker(ticker: Ticker, trade: Trade): Ticker {
  if (trade.id <= ticker.lastTradeId) return ticker;
  const price = new Dec(trade.price);
  const open = new Dec(ticker.openPrice);
  const change = price.minus(open);
  const percent = open.isZero() ? new Dec(0) : change.div(open).times(100);
  // An empty 24h window reports a low of 0, which is no bound at all.
  const low = new Dec(ticker.lowPrice);
  return {
    ...ticker,
    lastPrice: trade.price,
    priceChange: change.toFixed(8),
    priceChangePercent: percent.toFixed(3),
    highPrice: Dec.max(ticker.highPrice, price).toFixed(8),
    lowPrice: (low.isZero() ? price : Dec.min(low, price)).toFixed(8),
    lastTradeId: trade.id,
    updatedAt: Math.max(ticker.updatedAt, trade.time),
  };
}

/**
 * Combine a newer statistics snapshot (REST answer or 24hrTicker event) with what is shown:
 * the statistics come from `incoming`, the last price from whichever saw the newer trade, since
 * trades stream faster than the once-a-second ticker.
 *
 * @example
 * mergeTicker(shown, tickerFromEvent(event));
 */
export function mergeTicker(current: Ticker | null, incoming: Ticker): Ticker {
  if (!current || current.symbol !== incoming.symbol || incoming.lastTradeId >= current.lastTradeId) return incoming;
  return applyTradeToTicker(incoming, {
    id: current.lastTradeId,
    price: current.lastPrice,
    qty: '0',
    time: current.updatedAt,
    isBuyerMaker: false,
  });
}

/**
 * The ticker as shown with `price` in place of its last price (the stabilised median), change and
 * percent following it so the header never contradicts itself. The 24 h range stays as received.
 *
 * @example
 * withShownPrice(ticker, '61692.99500000').priceChange; // against ticker.openPrice
 */
export function withShownPrice(ticker: Ticker, price: string): Ticker {
  if (price === ticker.lastPrice) return ticker;
  const open = new Dec(ticker.openPrice);
  const change = new Dec(price).minus(open);
  const percent = open.isZero() ? new Dec(0) : change.div(open).times(100);
  return { ...ticker, lastPrice: price, priceChange: change.toFixed(8), priceChangePercent: percent.toFixed(3) };
}
