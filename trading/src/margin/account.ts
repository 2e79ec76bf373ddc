import { z } from 'zod';
import { Dec } from '../decimal';
import { INSTRUMENTS } from './instruments';
import { closePriceOf, profitAt, type MarketQuotes } from './money';

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const decimalText = z.string().regex(/^\d+(\.\d+)?$/);
const side = z.enum(['BUY', 'SELL']);

/**
 * An open position: units bought or sold at `openPrice`, the margin it holds (fixed at opening,
 * USD), its leverage, stop-loss and take-profit prices (null when not set). Swap is not charged:
 * positions carry none (said to the trader).
 *
 * @example
 * const position: Position = { ticket: 3, symbol: 'EURUSD', side: 'BUY', units: '100000', openPrice: '1.20055',
 *   openTime: 1514851200000, leverage: 500, margin: '240.11', stopLoss: '1.19855', takeProfit: null };
 */
export const positionSchema = z.object({
  ticket: z.number().int().positive(),
  symbol: z.string(),
  side,
  units: decimalText,
  openPrice: decimalText,
  openTime: z.number(),
  leverage: z.number().int().min(1).max(500),
  margin: money,
  stopLoss: decimalText.nullable(),
  takeProfit: decimalText.nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/**
 * A pending order: a limit buys below (sells above) the market, a stop buys above (sells below);
 * it becomes a position at the first quote that reaches its price, at that quote's price.
 *
 * @example
 * const order: PendingOrder = { ticket: 4, symbol: 'XAUUSD', side: 'SELL', type: 'LIMIT', price: '1310.00', units: '100',
 *   leverage: 100, stopLoss: null, takeProfit: '1300.00', placedTime: 1514851200000 };
 */
export const pendingOrderSchema = z.object({
  ticket: z.number().int().positive(),
  symbol: z.string(),
  side,
  type: z.enum(['LIMIT', 'STOP']),
  price: decimalText,
  units: decimalText,
  leverage: z.number().int().min(1).max(500),
  stopLoss: decimalText.nullable(),
  takeProfit: decimalText.nullable(),
  placedTime: z.number(),
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

/**
 * A margin account in USD (simulated money): its balance (booked results), the leverage it
 * allows at most, open positions and pending orders, whether it is in a margin call, and the
 * next ticket number (orders, positions and deals share one sequence, as MetaTrader's tickets).
 *
 * @example
 * const account: MarginAccount = { balance: '10000.00', maxLeverage: 500, positions: [], orders: [], marginCall: false, nextTicket: 1 };
 */
export const marginAccountSchema = z.object({
  balance: money,
  maxLeverage: z.number().int().min(1).max(500),
  positions: z.array(positionSchema),
  orders: z.array(pendingOrderSchema),
  marginCall: z.boolean(),
  nextTicket: z.number().int().positive(),
});
export type MarginAccount = z.infer<typeof marginAccountSchema>;

/** The margin level (equity over margin, in percent) at or below which the trader is warned. */
export const MARGIN_CALL_LEVEL = 100;
/** The margin level at or below which the engine closes positions, largest loss first. */
export const STOP_OUT_LEVEL = 50;

/**
 * An account marked to the quotes: equity (balance plus open results), margin held, free margin,
 * margin level in percent (null with no position), and each position's open result.
 *
 * @example
 * summarize(account, quotes); // { balance: Dec(1000), equity: Dec(881), margin: Dec(240.11), freeMargin: Dec(640.89), level: Dec(366.91…), open: [...] }
 */
export type AccountSummary = {
  balance: Dec;
  equity: Dec;
  margin: Dec;
  freeMargin: Dec;
  level: Dec | null;
  open: { ticket: number; money: Dec; pips: Dec }[];
};

/** Every instrument the account has positions in must have a quote (see `unquotedSymbol`). */
export function summarize(account: MarginAccount, quotes: MarketQuotes): AccountSummary {
  const open = account.positions.map((p) => ({ ticket: p.ticket, ...openResult(p, quotes) }));
  const balance = new Dec(account.balance);
  const equity = open.reduce((sum, p) => sum.plus(p.money), balance);
  const margin = account.positions.reduce((sum, p) => sum.plus(p.margin), new Dec(0));
  const level = margin.isZero() ? null : equity.div(margin).times(100);
  return { balance, equity, margin, freeMargin: equity.minus(margin), level, open };
}

/** The first instrument the account has a position in but the quotes do not price (null when all are priced). */
export const unquotedSymbol = (account: MarginAccount, quotes: MarketQuotes): string | null =>
  account.positions.find((p) => !quotes[p.symbol])?.symbol ?? null;

/** A position's open result at the latest quote of its instrument (the price it would close at). */
export function openResult(position: Position, quotes: MarketQuotes): { money: Dec; pips: Dec } {
  const instrument = INSTRUMENTS[position.symbol];
  const quote = quotes[position.symbol];
  // The engine marks only instruments it has quotes for; without one the position is not valued.
  if (!instrument || !quote) throw new Error(`no quote for ${position.symbol}`);
  return profitAt(instrument, position, closePriceOf(position.side, quote));
}
