import * as z from 'zod/mini';

// The forex (margin) account's API: request bodies the engine reads and the browser builds, the
// answers it gives and the push channel's events, one zod schema each. Money is text to the cent,
// prices text at the instrument's decimals.

const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._:-]+$/));
const symbol = z.string().check(z.regex(/^[A-Z0-9]{2,20}$/));
const short = z.string().check(z.maxLength(24));
const side = z.enum(['BUY', 'SELL']);
const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

/** A stop-loss or take-profit: at a price, a distance in pips, an amount of money, or a percent of the margin. */
export const marginStopSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('price'), price: short }),
  z.object({ by: z.literal('pips'), pips: short }),
  z.object({ by: z.literal('money'), amount: short }),
  z.object({ by: z.literal('percent'), percent: short }),
]);

/**
 * A new order on the forex account (`requestId` makes a retry safe).
 * @example { requestId: 'fx-1', symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: { kind: 'lots', amount: '1' }, leverage: 500, stopLoss: { by: 'pips', pips: '20' } }
 */
export const marginOrderSchema = z.object({
  requestId: id,
  symbol,
  side,
  type: z.enum(['MARKET', 'LIMIT', 'STOP']),
  volume: z.object({ kind: z.enum(['lots', 'mini', 'micro', 'units']), amount: short }),
  leverage: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
  price: z.optional(short),
  stopLoss: z.optional(marginStopSchema),
  takeProfit: z.optional(marginStopSchema),
});
export type MarginOrderBody = z.infer<typeof marginOrderSchema>;

/** Close a position, or `units` of it. @example { requestId: 'close-1', units: '50000' } */
export const marginCloseSchema = z.object({ requestId: id, units: z.optional(z.string().check(z.regex(/^\d{1,12}$/))) });
export type MarginCloseBody = z.infer<typeof marginCloseSchema>;

/** A position's stops (null removes one). @example { stopLoss: { by: 'price', price: '1.19800' }, takeProfit: null } */
export const marginStopsSchema = z.object({ stopLoss: z.nullable(marginStopSchema), takeProfit: z.nullable(marginStopSchema) });
export type MarginStopsBody = z.infer<typeof marginStopsSchema>;

/**
 * A quote of the forex feed, labelled with the recorded bar's time (`recordedAt`) and whether the
 * recording had both sides (`trade`: one price, no spread recorded).
 * @example { symbol: 'EURUSD', bid: '1.19995', ask: '1.20055', spread: '0.00060', recordedAt: 1514851200000, time: 1795000000000, sides: 'bid-ask' }
 */
export const marginQuoteSchema = z.object({
  symbol,
  bid: decimal,
  ask: decimal,
  spread: decimal,
  recordedAt: z.number(),
  time: z.number(),
  sides: z.enum(['bid-ask', 'trade']),
});
export type MarginQuoteAnswer = z.infer<typeof marginQuoteSchema>;

/** A feed's series: its instrument, the dates it covers and where it comes from. */
export const marginSeriesSchema = z.object({ symbol, interval: z.string(), from: z.string(), to: z.string(), source: z.string() });

/** The quotes route: the feed (recorded, its series) and the latest quote of each instrument. */
export const marginQuotesSchema = z.object({
  feed: z.literal('recorded'),
  series: z.array(marginSeriesSchema),
  quotes: z.array(marginQuoteSchema),
});
export type MarginQuotesAnswer = z.infer<typeof marginQuotesSchema>;

/** An open position marked to the quote: its open result in money and pips; swap is not charged (always 0.00). */
export const marginPositionSchema = z.object({
  ticket: z.number(),
  symbol,
  side,
  units: decimal,
  openPrice: decimal,
  openTime: z.number(),
  leverage: z.number(),
  margin: money,
  stopLoss: z.nullable(decimal),
  takeProfit: z.nullable(decimal),
  closePrice: z.nullable(decimal),
  profit: z.nullable(money),
  pips: z.nullable(decimal),
  swap: z.literal('0.00'),
});

/** A pending order (limit or stop) waiting for its price. */
export const marginPendingSchema = z.object({
  ticket: z.number(),
  symbol,
  side,
  type: z.enum(['LIMIT', 'STOP']),
  price: decimal,
  units: decimal,
  leverage: z.number(),
  stopLoss: z.nullable(decimal),
  takeProfit: z.nullable(decimal),
  placedTime: z.number(),
});

/**
 * The forex account as the terminal shows it: balance, equity, margin, free margin and margin level
 * (null with nothing open), the margin call and stop-out levels, positions and pending orders.
 * @example { id: 2, accountNumber: '145047', currency: 'USD', balance: '10000.00', equity: '9940.00', margin: '240.11', freeMargin: '9699.89', level: '4139.77', … }
 */
export const marginAccountAnswerSchema = z.object({
  id: z.number(),
  accountNumber: z.string(),
  currency: z.literal('USD'),
  maxLeverage: z.number(),
  balance: money,
  equity: money,
  margin: money,
  freeMargin: money,
  level: z.nullable(decimal),
  marginCall: z.boolean(),
  marginCallLevel: z.number(),
  stopOutLevel: z.number(),
  positions: z.array(marginPositionSchema),
  orders: z.array(marginPendingSchema),
});
export type MarginAccountAnswer = z.infer<typeof marginAccountAnswerSchema>;

/** A deal of the account history (`BALANCE`: a credit, with no instrument). */
export const marginDealSchema = z.object({
  ticket: z.number(),
  positionTicket: z.nullable(z.number()),
  symbol: z.nullable(z.string()),
  side: z.nullable(side),
  entry: z.enum(['IN', 'OUT', 'BALANCE']),
  units: z.nullable(decimal),
  price: z.nullable(decimal),
  profit: money,
  margin: money,
  balanceAfter: money,
  reason: z.string(),
  time: z.number(),
});
export type MarginDealAnswer = z.infer<typeof marginDealSchema>;

/** What a quote did besides deals: a pending order refused for want of margin, a margin call, its end, a stop-out. */
export const marginEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ORDER_REJECTED'), ticket: z.number(), reason: z.literal('NOT_ENOUGH_MARGIN') }),
  z.object({ type: z.literal('MARGIN_CALL'), level: z.string() }),
  z.object({ type: z.literal('MARGIN_CALL_OVER'), level: z.nullable(z.string()) }),
  z.object({ type: z.literal('STOP_OUT'), tickets: z.array(z.number()), level: z.nullable(z.string()) }),
]);
