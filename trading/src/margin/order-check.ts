import { z } from 'zod';
import { Dec } from '../decimal';
import type { MarginAccount } from './account';
import { done, refuse, type MarginResult } from './errors';
import { INSTRUMENTS, onTick, priceText, type Instrument } from './instruments';
import { closePriceOf, openPriceOf, pipValue, requiredMargin, type MarketQuotes } from './money';
import type { Opening } from './positions';
import { checkStops, stopPrice, stopSpecSchema, type StopSpec } from './stops';
import { unitsOf, volumeSchema } from './volume';

/**
 * A trader's order on the margin account: market, or pending (a limit or a stop at `price`), in
 * lots or units, with its own leverage (at most the account's and the instrument's) and optional
 * stops by price, pips, money or percent of margin.
 *
 * @example
 * const request: MarginOrderRequest = { symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: { kind: 'lots', amount: '1' },
 *   leverage: 500, stopLoss: { by: 'pips', pips: '20' } };
 */
export const marginOrderRequestSchema = z.object({
  symbol: z.string(),
  side: z.enum(['BUY', 'SELL']),
  type: z.enum(['MARKET', 'LIMIT', 'STOP']),
  volume: volumeSchema,
  leverage: z.number(),
  price: z.string().optional(),
  stopLoss: stopSpecSchema.optional(),
  takeProfit: stopSpecSchema.optional(),
});
export type MarginOrderRequest = z.infer<typeof marginOrderRequestSchema>;

/**
 * An order that passed every rule but the free margin: what it opens, at which price (the quote's
 * for a market order, its own for a pending one), the margin it needs and what a pip of it is worth.
 */
export type CheckedMarginOrder = {
  instrument: Instrument;
  type: MarginOrderRequest['type'];
  opening: Opening;
  entry: Dec;
  margin: Dec;
  pipValue: Dec;
};

/**
 * Check an order against the instrument, the account's and the instrument's leverage, the volume
 * rules, the pending price's side of the market and the stops' sides, and work out its figures.
 * The engine places with it and the order panel previews with it, so both say the same.
 *
 * @example
 * checkMarginOrder(account, { symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: { kind: 'lots', amount: '1' }, leverage: 500 }, quotes);
 * // { ok: true, value: { entry: Dec('1.20055'), margin: Dec('240.11'), pipValue: Dec(10), … } }
 */
export function checkMarginOrder(
  account: MarginAccount,
  request: MarginOrderRequest,
  quotes: MarketQuotes,
): MarginResult<CheckedMarginOrder> {
  const instrument = INSTRUMENTS[request.symbol];
  if (!instrument) return refuse('UNKNOWN_INSTRUMENT', 'symbol', { symbol: request.symbol });
  const quote = quotes[request.symbol];
  if (!quote) return refuse('NO_QUOTE', 'symbol', { symbol: request.symbol });
  const max = Math.min(account.maxLeverage, instrument.maxLeverage);
  if (!Number.isInteger(request.leverage) || request.leverage < 1) return refuse('INVALID_LEVERAGE', 'leverage');
  if (request.leverage > max) return refuse('LEVERAGE_ABOVE_MAX', 'leverage', { max: String(max) });
  const units = unitsOf(instrument, request.volume);
  if (!units.ok) return units;
  const entry = request.type === 'MARKET' ? openPriceOf(request.side, quote) : pendingPrice(instrument, request, quotes);
  if (!(entry instanceof Dec)) return entry;
  const margin = requiredMargin(instrument, units.value, entry, request.leverage);
  const basis = { instrument, side: request.side, units: units.value, entry, margin };
  const resolve = (kind: 'stopLoss' | 'takeProfit', spec?: StopSpec) => (spec ? stopPrice(kind, spec, basis) : done(null));
  const stopLoss = resolve('stopLoss', request.stopLoss);
  if (!stopLoss.ok) return stopLoss;
  const takeProfit = resolve('takeProfit', request.takeProfit);
  if (!takeProfit.ok) return takeProfit;
  // A market order's stops are measured against the price it would close at now; a pending one's against its own price.
  const reference = request.type === 'MARKET' ? closePriceOf(request.side, quote) : entry;
  const sides = checkStops(request.side, stopLoss.value, takeProfit.value, reference);
  if (!sides.ok) return sides;
  const opening: Opening = {
    symbol: request.symbol,
    side: request.side,
    units: units.value,
    leverage: request.leverage,
    stopLoss: stopLoss.value,
    takeProfit: takeProfit.value,
  };
  return done({ instrument, type: request.type, opening, entry, margin, pipValue: pipValue(instrument, units.value, entry) });
}

function pendingPrice(instrument: Instrument, request: MarginOrderRequest, quotes: MarketQuotes): Dec | MarginResult<never> {
  const text = request.price ?? '';
  if (!/^\d+(\.\d+)?$/.test(text) || new Dec(text).isZero()) return refuse('INVALID_PRICE', 'price');
  const price = new Dec(text);
  if (!onTick(instrument, price)) return refuse('PRICE_OFF_TICK', 'price', { digits: String(instrument.digits) });
  const market = openPriceOf(request.side, quotes[request.symbol]!);
  const below = (request.type === 'LIMIT') === (request.side === 'BUY');
  if (below ? price.gte(market) : price.lte(market))
    return refuse('PENDING_PRICE_SIDE', 'price', { market: priceText(instrument, market) });
  return price;
}
