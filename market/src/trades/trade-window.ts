import { Dec, firstTradeAfter, toBinanceString, type Trade } from '@bourse/terminal/domain';

/**
 * Binance's aggregate trade (REST `/api/v3/aggTrades` item; the `aggTrade` stream adds e, E, s):
 * the fills of one taker order at one price, with the range of trade ids they cover.
 *
 * @example
 * const agg: AggTrade = { a: 3735683259, p: '61837.63000000', q: '0.03000000', f: 3735683259, l: 3735683260, T: 1723161255342, m: true, M: true };
 */
export interface AggTrade {
  a: number;
  p: string;
  q: string;
  f: number;
  l: number;
  T: number;
  m: boolean;
  M: boolean;
}

/** Binance's rolling-window sizes: 1m-59m, 1h-23h, 1d-7d, one unit only. */
export function parseWindowSize(text: string): number | null {
  const match = text.match(/^([1-9]\d?)([mhd])$/);
  if (!match) return null;
  const count = Number(match[1]);
  const unit = match[2] as 'm' | 'h' | 'd';
  const max = { m: 59, h: 23, d: 7 }[unit];
  if (count > max) return null;
  return count * { m: 60_000, h: 3_600_000, d: 86_400_000 }[unit];
}

/** Trades with openTime <= time <= closeTime, in order. */
export function tradesBetween(trades: readonly Trade[], openTime: number, closeTime: number): readonly Trade[] {
  return trades.slice(firstTradeAfter(trades, openTime - 1), firstTradeAfter(trades, closeTime));
}

const ZERO = '0.00000000';

/**
 * Rolling-window statistics (`/api/v3/ticker`, `<sym>@ticker_<window>`): the window opens on the
 * minute, as Binance's does, so it may be up to 59.999 s wider than asked.
 *
 * @example
 * rollingStats('BTCUSDT', trades, 3_600_000, Date.now()).lastPrice; // '61828.00000000'
 */
export function rollingStats(symbol: string, trades: readonly Trade[], windowMs: number, now: number) {
  const openTime = Math.floor((now - windowMs) / 60_000) * 60_000;
  const inWindow = tradesBetween(trades, openTime, now);
  const first = inWindow[0];
  const last = inWindow.at(-1);
  if (!first || !last) {
    return {
      symbol,
      priceChange: ZERO,
      priceChangePercent: '0.000',
      weightedAvgPrice: ZERO,
      openPrice: ZERO,
      highPrice: ZERO,
      lowPrice: ZERO,
      lastPrice: ZERO,
      volume: ZERO,
      quoteVolume: ZERO,
      openTime,
      closeTime: now,
      firstId: -1,
      lastId: -1,
      count: 0,
    };
  }
  let high = new Dec(first.price);
  let low = high;
  let volume = new Dec(0);
  let quote = new Dec(0);
  for (const trade of inWindow) {
    const price = new Dec(trade.price);
    if (price.gt(high)) high = price;
    if (price.lt(low)) low = price;
    volume = volume.plus(trade.qty);
    quote = quote.plus(price.times(trade.qty));
  }
  const open = new Dec(first.price);
  const change = new Dec(last.price).minus(open);
  return {
    symbol,
    priceChange: toBinanceString(change),
    priceChangePercent: change.div(open).times(100).toFixed(3),
    weightedAvgPrice: toBinanceString(volume.isZero() ? volume : quote.div(volume)),
    openPrice: toBinanceString(open),
    highPrice: toBinanceString(high),
    lowPrice: toBinanceString(low),
    lastPrice: toBinanceString(new Dec(last.price)),
    volume: toBinanceString(volume),
    quoteVolume: toBinanceString(quote),
    openTime,
    closeTime: now,
    firstId: first.id,
    lastId: last.id,
    count: inWindow.length,
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

/** Binance's average price: volume-weighted over the last 5 minutes of trades. */
export const AVG_PRICE_MINUTES = 5;

/**
 * `/api/v3/avgPrice`: price weighted by quantity over the last five minutes; closeTime is the last
 * trade's time. With no trade in the window, the last price stands, as on a quiet market.
 */
export function averagePrice(trades: readonly Trade[], now: number): { mins: number; price: string; closeTime: number } {
  const recent = tradesBetween(trades, now - AVG_PRICE_MINUTES * 60_000, now);
  const last = recent.at(-1) ?? trades[firstTradeAfter(trades, now) - 1];
  if (!last) return { mins: AVG_PRICE_MINUTES, price: ZERO, closeTime: 0 };
  let volume = new Dec(0);
  let quote = new Dec(0);
  for (const trade of recent) {
    volume = volume.plus(trade.qty);
    quote = quote.plus(new Dec(trade.price).times(trade.qty));
  }
  const price = volume.isZero() ? new Dec(last.price) : quote.div(volume);
  return { mins: AVG_PRICE_MINUTES, price: toBinanceString(price), closeTime: last.time };
}
