import * as z from 'zod/mini';
import type { MiniTickerEvent, Ticker24hEvent, Ticker24hRest, TradeEvent } from './binance';

/** Binance sends prices and quantities as decimal strings, never as JSON numbers. */
export const decimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string such as "61837.63"'));
const millis = z.int().check(z.nonnegative());
const tradeId = z.int().check(z.gte(-1));
const priceLevel = z.tuple([decimalString, decimalString]);

/**
 * The wrapper of every frame on a combined stream (`/stream?streams=a/b`).
 *
 * @example
 * combinedFrameSchema.parse({ stream: 'btcusdt@trade', data: { e: 'trade' } });
 */
export const combinedFrameSchema = z.object({ stream: z.string().check(z.minLength(1)), data: z.unknown() });

/**
 * `<symbol>@ticker` payload: rolling 24h statistics, pushed every second.
 *
 * @example
 * tickerEventSchema.safeParse(frame.data).success; // true for { e: '24hrTicker', E: ..., s: 'BTCUSDT', c: '61685.99', ... }
 */
export const tickerEventSchema = z.object({
  e: z.literal('24hrTicker'),
  E: millis,
  s: z.string().check(z.minLength(1)),
  p: decimalString,
  P: decimalString,
  w: decimalString,
  x: decimalString,
  c: decimalString,
  Q: decimalString,
  b: decimalString,
  B: decimalString,
  a: decimalString,
  A: decimalString,
  o: decimalString,
  h: decimalString,
  l: decimalString,
  v: decimalString,
  q: decimalString,
  O: millis,
  C: millis,
  F: tradeId,
  L: tradeId,
  n: z.int().check(z.nonnegative()),
}) satisfies z.ZodMiniType<Ticker24hEvent>;

/**
 * `<symbol>@miniTicker` payload, and each element of `!miniTicker@arr`: a pair's 24 h close, open,
 * high, low and volumes.
 *
 * @example
 * miniTickerEventSchema.parse({ e: '24hrMiniTicker', E: 1, s: 'BTCUSDT', c: '61837.63', o: '61685.99', h: '62745.14', l: '60830', v: '212.03', q: '13084074.11' });
 */
export const miniTickerEventSchema = z.object({
  e: z.literal('24hrMiniTicker'),
  E: millis,
  s: z.string().check(z.minLength(1)),
  c: decimalString,
  o: decimalString,
  h: decimalString,
  l: decimalString,
  v: decimalString,
  q: decimalString,
}) satisfies z.ZodMiniType<MiniTickerEvent>;

/**
 * `<symbol>@trade` payload: one executed trade.
 *
 * @example
 * tradeEventSchema.parse({ e: 'trade', E: 1723161255343, s: 'BTCUSDT', t: 3735683259,
 *   p: '61837.63000000', q: '0.02000000', T: 1723161255342, m: true, M: true });
 */
export const tradeEventSchema = z.object({
  e: z.literal('trade'),
  E: millis,
  s: z.string().check(z.minLength(1)),
  t: z.int().check(z.nonnegative()),
  p: decimalString,
  q: decimalString,
  T: millis,
  m: z.boolean(),
  M: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<TradeEvent>;

/**
 * `<symbol>@aggTrade` payload: the fills of one taker order at one price, read as one trade (its
 * last trade id), which is what the tape needs when a feed has aggregates and no single trades.
 *
 * @example
 * aggTradeEventSchema.parse({ e: 'aggTrade', E: 1, s: 'BTCUSDT', a: 7, p: '61837.63', q: '0.02', f: 10, l: 12, T: 1, m: true }).t; // 12
 */
export const aggTradeEventSchema = z.pipe(
  z.object({
    e: z.literal('aggTrade'),
    E: millis,
    s: z.string().check(z.minLength(1)),
    a: z.int().check(z.nonnegative()),
    p: decimalString,
    q: decimalString,
    f: z.int().check(z.nonnegative()),
    l: z.int().check(z.nonnegative()),
    T: millis,
    m: z.boolean(),
    M: z.optional(z.boolean()),
  }),
  z.transform((agg): TradeEvent => ({ e: 'trade', E: agg.E, s: agg.s, t: agg.l, p: agg.p, q: agg.q, T: agg.T, m: agg.m })),
);

/**
 * `<symbol>@depth` / `<symbol>@depth@100ms` payload: changed levels, quantity 0 removes one.
 *
 * @example
 * depthUpdateSchema.parse({ e: 'depthUpdate', E: 1, s: 'BTCUSDT', U: 10, u: 12, b: [['61837.63', '0']], a: [] });
 */
export const depthUpdateSchema = z.object({
  e: z.literal('depthUpdate'),
  E: millis,
  s: z.string().check(z.minLength(1)),
  U: z.int(),
  u: z.int(),
  b: z.array(priceLevel),
  a: z.array(priceLevel),
});
export type DepthUpdate = z.infer<typeof depthUpdateSchema>;

/**
 * `<symbol>@bookTicker` payload: best bid and ask with the book update id.
 *
 * @example
 * bookTickerSchema.parse({ u: 50093239212, s: 'BTCUSDT', b: '61837.63', B: '3.78', a: '61837.64', A: '1.54' });
 */
export const bookTickerSchema = z.object({
  u: z.int(),
  s: z.string().check(z.minLength(1)),
  b: decimalString,
  B: decimalString,
  a: decimalString,
  A: decimalString,
});
export type BookTicker = z.infer<typeof bookTickerSchema>;

/**
 * REST `/api/v3/depth` answer.
 *
 * @example
 * depthSnapshotSchema.parse({ lastUpdateId: 50093239218, bids: [['61837.63', '3.78']], asks: [] });
 */
export const depthSnapshotSchema = z.object({
  lastUpdateId: z.int(),
  bids: z.array(priceLevel),
  asks: z.array(priceLevel),
});
export type DepthSnapshot = z.infer<typeof depthSnapshotSchema>;

/**
 * REST `/api/v3/ticker/24hr?symbol=X` answer.
 *
 * @example
 * ticker24hRestSchema.parse(await response.json()).lastPrice; // '61685.99000000'
 */
export const ticker24hRestSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  priceChange: decimalString,
  priceChangePercent: decimalString,
  weightedAvgPrice: decimalString,
  prevClosePrice: decimalString,
  lastPrice: decimalString,
  lastQty: decimalString,
  bidPrice: decimalString,
  bidQty: decimalString,
  askPrice: decimalString,
  askQty: decimalString,
  openPrice: decimalString,
  highPrice: decimalString,
  lowPrice: decimalString,
  volume: decimalString,
  quoteVolume: decimalString,
  openTime: millis,
  closeTime: millis,
  firstId: tradeId,
  lastId: tradeId,
  count: z.int().check(z.nonnegative()),
}) satisfies z.ZodMiniType<Ticker24hRest>;

/**
 * `<symbol>@depth20@100ms` (and depth5/10) payload on spot: the top of the book, whole.
 *
 * @example
 * partialDepthSchema.parse({ lastUpdateId: 17044571457, bids: [['1782.00', '6.483']], asks: [] });
 */
export const partialDepthSchema = depthSnapshotSchema;

/**
 * `<symbol>@kline_<interval>` payload: the candle being built (`x` true once it is closed).
 *
 * @example
 * klineEventSchema.parse(frame.data).k.c; // '29038.47000000'
 */
export const klineEventSchema = z.object({
  e: z.literal('kline'),
  E: millis,
  s: z.string().check(z.minLength(1)),
  k: z.object({
    t: millis,
    T: millis,
    s: z.string(),
    i: z.string(),
    f: tradeId,
    L: tradeId,
    o: decimalString,
    c: decimalString,
    h: decimalString,
    l: decimalString,
    v: decimalString,
    n: z.int().check(z.nonnegative()),
    x: z.boolean(),
    q: decimalString,
    V: decimalString,
    Q: decimalString,
  }),
});
export type KlineEvent = z.infer<typeof klineEventSchema>;

/**
 * A REST `/api/v3/klines` answer: 12-field rows.
 *
 * @example
 * klinesSchema.parse([[1723161240000, '61837.63', '61855.37', '61824', '61828', '12.43', 1723161299999, '768787.45', 875, '6.32', '390804.03', '0']]);
 */
export const klinesSchema = z.array(
  z.tuple([
    millis,
    decimalString,
    decimalString,
    decimalString,
    decimalString,
    decimalString,
    millis,
    decimalString,
    z.int().check(z.nonnegative()),
    decimalString,
    decimalString,
    z.string(),
  ]),
);

/**
 * REST `/api/v3/ticker/price` answer without a symbol: every traded symbol's last price (request
 * weight 4, against 80 for every symbol's 24 h statistics).
 */
export const tickerPricesSchema = z.array(z.object({ symbol: z.string().check(z.minLength(1)), price: decimalString }));
export type TickerPrice = z.output<typeof tickerPricesSchema>[number];

/**
 * The parts of `/api/v3/exchangeInfo` the terminal reads; other fields pass through.
 *
 * @example
 * (await fetchExchangeInfo(rest)).symbols[0]?.baseAsset; // 'BTC'
 */
export const exchangeInfoSchema = z.looseObject({
  symbols: z.array(
    z.looseObject({
      symbol: z.string().check(z.minLength(1)),
      baseAsset: z.string(),
      quoteAsset: z.string(),
      filters: z.array(z.looseObject({ filterType: z.string() })),
    }),
  ),
});
export type ExchangeInfo = z.infer<typeof exchangeInfoSchema>;

/** Zod issues as one line, path first, for logs and error messages. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(frame)'}: ${issue.message}`).join('; ');
}
