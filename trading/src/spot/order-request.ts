import { readAmountText } from '../amount-text';
import { Dec } from '../decimal';
import { fail, ok, type Result } from '../errors';
import { checkLotSize, checkPriceFilter, type SymbolFilters } from './filters';
import { isPricedType, isStopType, type OrderType, type Side, type TimeInForce } from './vocabulary';

/**
 * A new order as a trader or a bot sends it (Binance's `POST /api/v3/order` parameters). Amounts
 * arrive as they were sent and are read here: text, numbers, anything.
 *
 * @example
 * const request: NewOrderRequest = { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '60000' };
 */
export type NewOrderRequest = {
  symbol: string;
  side: Side;
  type: OrderType;
  timeInForce?: TimeInForce;
  quantity?: unknown;
  quoteOrderQty?: unknown;
  price?: unknown;
  stopPrice?: unknown;
};

/** The request read and checked against the symbol's filters: decimals, not text. */
export type CheckedOrder = {
  symbol: string;
  side: Side;
  type: OrderType;
  timeInForce: TimeInForce;
  qty: Dec | null;
  quoteOrderQty: Dec | null;
  price: Dec | null;
  stopPrice: Dec | null;
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Which parameters each type needs (Binance's table for `POST /api/v3/order`). */
function paramsOf(type: OrderType): { price: boolean; stopPrice: boolean; timeInForce: boolean } {
  return { price: isPricedType(type), stopPrice: isStopType(type), timeInForce: type === 'LIMIT' || type.endsWith('_LIMIT') };
}

function readParam(raw: unknown, field: string, unit: string): Result<Dec> {
  return readAmountText(raw, { field, decimals: 8, unit });
}

/**
 * Reads a new order: the parameters its type needs (and none it does not), each amount a positive
 * decimal of at most 8 places, the price and stop on the tick (PRICE_FILTER), the quantity on the
 * step (LOT_SIZE, and MARKET_LOT_SIZE for a market order). The notional and the funds are checked
 * when the engine knows the price it fills at.
 */
export function checkOrderRequest(request: NewOrderRequest, filters: SymbolFilters): Result<CheckedOrder> {
  if (filters.status !== 'TRADING') return fail('SYMBOL_NOT_TRADING', 'symbol', { symbol: filters.symbol });
  if (!filters.orderTypes.includes(request.type))
    return fail('ORDER_TYPE_UNSUPPORTED', 'type', { type: request.type, symbol: filters.symbol });
  const needs = paramsOf(request.type);
  for (const [param, needed] of [
    ['price', needs.price],
    ['stopPrice', needs.stopPrice],
  ] as const) {
    if (needed && !present(request[param])) return fail('PARAMETER_REQUIRED', param, { param });
    if (!needed && present(request[param])) return fail('PARAMETER_NOT_REQUIRED', param, { param });
  }
  if (!needs.timeInForce && request.timeInForce !== undefined && request.type !== 'LIMIT_MAKER' && request.type !== 'MARKET')
    return fail('PARAMETER_NOT_REQUIRED', 'timeInForce', { param: 'timeInForce' });
  const market = request.type === 'MARKET';
  const byQuote = market && present(request.quoteOrderQty);
  if (byQuote && present(request.quantity)) return fail('PARAMETER_NOT_REQUIRED', 'quoteOrderQty', { param: 'quoteOrderQty' });
  if (!market && present(request.quoteOrderQty)) return fail('PARAMETER_NOT_REQUIRED', 'quoteOrderQty', { param: 'quoteOrderQty' });
  if (!byQuote && !present(request.quantity)) return fail('PARAMETER_REQUIRED', 'quantity', { param: 'quantity' });

  let price: Dec | null = null;
  let stopPrice: Dec | null = null;
  let qty: Dec | null = null;
  let quoteOrderQty: Dec | null = null;
  if (needs.price) {
    const read = readParam(request.price, 'price', filters.quoteAsset);
    if (!read.ok) return read;
    const filtered = checkPriceFilter(read.value, filters);
    if (!filtered.ok) return filtered;
    price = read.value;
  }
  if (needs.stopPrice) {
    const read = readParam(request.stopPrice, 'stopPrice', filters.quoteAsset);
    if (!read.ok) return read;
    const filtered = checkPriceFilter(read.value, filters, 'stopPrice');
    if (!filtered.ok) return filtered;
    stopPrice = read.value;
  }
  if (byQuote) {
    const read = readParam(request.quoteOrderQty, 'quoteOrderQty', filters.quoteAsset);
    if (!read.ok) return read;
    quoteOrderQty = read.value;
  } else {
    const read = readParam(request.quantity, 'quantity', filters.baseAsset);
    if (!read.ok) return read;
    const lot = checkLotSize(read.value, filters, market);
    if (!lot.ok) return lot;
    qty = read.value;
  }
  const timeInForce = needs.timeInForce ? (request.timeInForce ?? 'GTC') : 'GTC';
  return ok({ symbol: filters.symbol, side: request.side, type: request.type, timeInForce, qty, quoteOrderQty, price, stopPrice });
}
