import { z } from 'zod';
import { Dec } from '../decimal';
import type { MarginAccount, PendingOrder } from './account';
import { done, refuse, type MarginResult } from './errors';
import { INSTRUMENTS, onTick, priceText, type Instrument } from './instruments';
import { closePriceOf, openPriceOf, requiredMargin, type MarketQuotes } from './money';
import { openPosition, type Opening, type Step } from './positions';
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
 * Place an order: a market order opens a position at the quote now; a pending one waits, on the
 * right side of the market (a buy limit below the ask, a buy stop above it; a sell limit above the
 * bid, a sell stop below it). Refused as a whole with the field at fault, nothing changed.
 *
 * @example
 * placeMarginOrder(account, { symbol: 'USDJPY', side: 'SELL', type: 'LIMIT', price: '111.000', volume: { kind: 'lots', amount: '0.1' }, leverage: 100 }, quotes, now);
 */
export function placeMarginOrder(
  account: MarginAccount,
  request: MarginOrderRequest,
  quotes: MarketQuotes,
  time: number,
): MarginResult<Step> {
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
  if (request.type === 'MARKET') return openPosition(account, opening, quotes, time, 'MARKET');
  const order: PendingOrder = {
    ticket: account.nextTicket,
    symbol: request.symbol,
    side: request.side,
    type: request.type,
    price: priceText(instrument, entry),
    units: units.value.toFixed(0),
    leverage: request.leverage,
    stopLoss: stopLoss.value ? priceText(instrument, stopLoss.value) : null,
    takeProfit: takeProfit.value ? priceText(instrument, takeProfit.value) : null,
    placedTime: time,
  };
  return done({ account: { ...account, orders: [...account.orders, order], nextTicket: account.nextTicket + 1 }, deals: [] });
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

/** Cancel a pending order (it held no margin, so nothing else changes). */
export function cancelPendingOrder(account: MarginAccount, ticket: number): MarginResult<MarginAccount> {
  if (!account.orders.some((o) => o.ticket === ticket)) return refuse('ORDER_NOT_FOUND', 'ticket', { ticket: String(ticket) });
  return done({ ...account, orders: account.orders.filter((o) => o.ticket !== ticket) });
}

/**
 * Move a position's stop-loss and take-profit (prices, or null to remove), checked against the
 * price it would close at now, as a drag of the line on the chart sends them.
 *
 * @example
 * modifyStops(account, 3, { stopLoss: '1.19900', takeProfit: null }, quotes);
 */
export function modifyStops(
  account: MarginAccount,
  ticket: number,
  stops: { stopLoss: string | null; takeProfit: string | null },
  quotes: MarketQuotes,
): MarginResult<MarginAccount> {
  const position = account.positions.find((p) => p.ticket === ticket);
  if (!position) return refuse('POSITION_NOT_FOUND', 'ticket', { ticket: String(ticket) });
  const instrument = INSTRUMENTS[position.symbol]!;
  const quote = quotes[position.symbol];
  if (!quote) return refuse('NO_QUOTE', 'symbol', { symbol: position.symbol });
  const read = (kind: 'stopLoss' | 'takeProfit', text: string | null) =>
    text === null
      ? done(null)
      : stopPrice(
          kind,
          { by: 'price', price: text },
          {
            instrument,
            side: position.side,
            units: new Dec(position.units),
            entry: new Dec(position.openPrice),
            margin: new Dec(position.margin),
          },
        );
  const stopLoss = read('stopLoss', stops.stopLoss);
  if (!stopLoss.ok) return stopLoss;
  const takeProfit = read('takeProfit', stops.takeProfit);
  if (!takeProfit.ok) return takeProfit;
  const sides = checkStops(position.side, stopLoss.value, takeProfit.value, closePriceOf(position.side, quote));
  if (!sides.ok) return sides;
  const text = (p: Dec | null) => (p ? priceText(instrument, p) : null);
  return done({
    ...account,
    positions: account.positions.map((p) =>
      p.ticket === ticket ? { ...p, stopLoss: text(stopLoss.value), takeProfit: text(takeProfit.value) } : p,
    ),
  });
}
