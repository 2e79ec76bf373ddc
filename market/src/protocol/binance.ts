import type { Ticker, Trade } from '../types';

/**
 * Binance's REST `/api/v3/ticker/24hr` answer for one symbol (numbers as decimal strings).
 *
 * @example
 * const rest: Ticker24hRest = await (await fetch(`${base}/api/v3/ticker/24hr?symbol=BTCUSDT`)).json();
 */
export interface Ticker24hRest {
  symbol: string;
  priceChange: string;
  priceChangePercent: string;
  weightedAvgPrice: string;
  prevClosePrice: string;
  lastPrice: string;
  lastQty: string;
  bidPrice: string;
  bidQty: string;
  askPrice: string;
  askQty: string;
  openPrice: string;
  highPrice: string;
  lowPrice: string;
  volume: string;
  quoteVolume: string;
  openTime: number;
  closeTime: number;
  firstId: number;
  lastId: number;
  count: number;
}

/**
 * Binance's `<symbol>@ticker` stream payload (event type `24hrTicker`).
 *
 * @example
 * const event: Ticker24hEvent = { e: '24hrTicker', E: 1653812650349, s: 'ETHUSDT', p: '28.23',
 *   P: '1.600', w: '1781.16', x: '1764.61', c: '1792.84', Q: '0.5572', b: '1792.83', B: '1.6274',
 *   a: '1792.84', A: '20.2914', o: '1764.61', h: '1808.98', l: '1748.94', v: '471703.5311',
 *   q: '840180761.513581', O: 1653726250344, C: 1653812650344, F: 841094172, L: 841646650, n: 552479 };
 */
export interface Ticker24hEvent {
  e: '24hrTicker';
  E: number;
  s: string;
  p: string;
  P: string;
  w: string;
  x: string;
  c: string;
  Q: string;
  b: string;
  B: string;
  a: string;
  A: string;
  o: string;
  h: string;
  l: string;
  v: string;
  q: string;
  O: number;
  C: number;
  F: number;
  L: number;
  n: number;
}

/**
 * Binance's `<symbol>@trade` stream payload.
 *
 * @example
 * const event: TradeEvent = { e: 'trade', E: 1723161255343, s: 'BTCUSDT', t: 3735683259,
 *   p: '61837.63000000', q: '0.02000000', T: 1723161255342, m: true };
 */
export interface TradeEvent {
  e: 'trade';
  E: number;
  s: string;
  t: number;
  p: string;
  q: string;
  T: number;
  m: boolean;
}

/** Field order and names of a recorded spot 24hrTicker frame, for the stream a replay sends. */
export function toTickerEvent(rest: Ticker24hRest, eventTime: number): Ticker24hEvent {
  return {
    e: '24hrTicker',
    E: eventTime,
    s: rest.symbol,
    p: rest.priceChange,
    P: rest.priceChangePercent,
    w: rest.weightedAvgPrice,
    x: rest.prevClosePrice,
    c: rest.lastPrice,
    Q: rest.lastQty,
    b: rest.bidPrice,
    B: rest.bidQty,
    a: rest.askPrice,
    A: rest.askQty,
    o: rest.openPrice,
    h: rest.highPrice,
    l: rest.lowPrice,
    v: rest.volume,
    q: rest.quoteVolume,
    O: rest.openTime,
    C: rest.closeTime,
    F: rest.firstId,
    L: rest.lastId,
    n: rest.count,
  };
}

export function tickerFromRest(rest: Ticker24hRest): Ticker {
  return {
    symbol: rest.symbol,
    lastPrice: rest.lastPrice,
    openPrice: rest.openPrice,
    priceChange: rest.priceChange,
    priceChangePercent: rest.priceChangePercent,
    highPrice: rest.highPrice,
    lowPrice: rest.lowPrice,
    volume: rest.volume,
    quoteVolume: rest.quoteVolume,
    lastTradeId: rest.lastId,
    updatedAt: rest.closeTime,
  };
}

export function tickerFromEvent(event: Ticker24hEvent): Ticker {
  return {
    symbol: event.s,
    lastPrice: event.c,
    openPrice: event.o,
    priceChange: event.p,
    priceChangePercent: event.P,
    highPrice: event.h,
    lowPrice: event.l,
    volume: event.v,
    quoteVolume: event.q,
    lastTradeId: event.L,
    updatedAt: event.E,
  };
}

export function tradeFromEvent(event: TradeEvent): Trade {
  return { id: event.t, price: event.p, qty: event.q, time: event.T, isBuyerMaker: event.m };
}

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

/**
 * One pair's latest figures as the all-market mini ticker stream carries them (`!miniTicker@arr`):
 * close, open, high, low, base and quote volume over 24 h, decimal strings.
 *
 * @example
 * const event: MiniTickerEvent = { e: '24hrMiniTicker', E: 1723161255343, s: 'BTCUSDT', c: '61837.63', o: '61685.99', h: '62745.14', l: '60830', v: '212.03', q: '13084074.11' };
 */
export interface MiniTickerEvent {
  e: '24hrMiniTicker';
  E: number;
  s: string;
  c: string;
  o: string;
  h: string;
  l: string;
  v: string;
  q: string;
}
