import { Dec } from '../decimal';
import { fail, ok, type Result } from '../errors';
import { ORDER_TYPES, type OrderType } from './vocabulary';

/** A filter's bounds; a zero bound or step is switched off, as on Binance. */
export type Bounds = { min: string; max: string; step: string };

/**
 * What the engine needs of one exchangeInfo symbol: its assets, whether it trades, the order types
 * it takes and its filters (PRICE_FILTER, LOT_SIZE, MARKET_LOT_SIZE, NOTIONAL or MIN_NOTIONAL).
 *
 * @example
 * const btc: SymbolFilters = { symbol: 'BTCUSDT', status: 'TRADING', baseAsset: 'BTC', quoteAsset: 'USDT', orderTypes: [...],
 *   price: { min: '0.01', max: '1000000', step: '0.01' }, lot: { min: '0.00001', max: '9000', step: '0.00001' },
 *   marketLot: null, minNotional: '5', maxNotional: null, notionalAppliesToMarket: true };
 */
export type SymbolFilters = {
  symbol: string;
  status: string;
  baseAsset: string;
  quoteAsset: string;
  orderTypes: OrderType[];
  price: Bounds;
  lot: Bounds;
  marketLot: Bounds | null;
  minNotional: string | null;
  maxNotional: string | null;
  notionalAppliesToMarket: boolean;
};

/** The exchangeInfo entry as Binance sends it (only the fields read here). */
export type ExchangeSymbol = {
  symbol: string;
  status?: unknown;
  baseAsset: string;
  quoteAsset: string;
  orderTypes?: unknown;
  filters: { filterType: string; [key: string]: unknown }[];
};

const decimalOr = (value: unknown, fallback = '0'): string =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : fallback;

/**
 * A symbol's filters from its exchangeInfo entry. Missing filters are switched off; NOTIONAL is
 * read first, then the older MIN_NOTIONAL.
 */
export function symbolFiltersFrom(entry: ExchangeSymbol): SymbolFilters {
  const find = (type: string) => entry.filters.find((f) => f.filterType === type);
  const price = find('PRICE_FILTER');
  const lot = find('LOT_SIZE');
  const marketLot = find('MARKET_LOT_SIZE');
  const notional = find('NOTIONAL');
  const minNotional = find('MIN_NOTIONAL');
  const types = Array.isArray(entry.orderTypes)
    ? entry.orderTypes.filter((t): t is OrderType => ORDER_TYPES.includes(t))
    : [...ORDER_TYPES];
  const positive = (value: string) => (new Dec(value).gt(0) ? value : null);
  return {
    symbol: entry.symbol,
    status: typeof entry.status === 'string' ? entry.status : 'TRADING',
    baseAsset: entry.baseAsset,
    quoteAsset: entry.quoteAsset,
    orderTypes: types,
    price: { min: decimalOr(price?.minPrice), max: decimalOr(price?.maxPrice), step: decimalOr(price?.tickSize) },
    lot: { min: decimalOr(lot?.minQty), max: decimalOr(lot?.maxQty), step: decimalOr(lot?.stepSize) },
    marketLot: marketLot
      ? { min: decimalOr(marketLot.minQty), max: decimalOr(marketLot.maxQty), step: decimalOr(marketLot.stepSize) }
      : null,
    minNotional: positive(decimalOr(notional?.minNotional ?? minNotional?.minNotional)),
    maxNotional: notional ? positive(decimalOr(notional.maxNotional)) : null,
    notionalAppliesToMarket: notional ? notional.applyMinToMarket !== false : minNotional?.applyToMarket !== false,
  };
}

/** The value is within the bounds and on the step counted from the minimum (Binance's rule). */
function withinBounds(value: Dec, bounds: Bounds): boolean {
  if (new Dec(bounds.min).gt(0) && value.lt(bounds.min)) return false;
  if (new Dec(bounds.max).gt(0) && value.gt(bounds.max)) return false;
  const step = new Dec(bounds.step);
  return step.isZero() || value.minus(bounds.min).mod(step).isZero();
}

const boundsParams = (bounds: Bounds) => ({
  min: new Dec(bounds.min).toFixed(),
  max: new Dec(bounds.max).toFixed(),
  step: new Dec(bounds.step).toFixed(),
});

/** PRICE_FILTER for a limit or stop price. */
export function checkPriceFilter(price: Dec, filters: SymbolFilters, field = 'price'): Result<Dec> {
  return withinBounds(price, filters.price) ? ok(price) : fail('PRICE_FILTER', field, boundsParams(filters.price));
}

/** LOT_SIZE for every order's quantity, and MARKET_LOT_SIZE too for a market one. */
export function checkLotSize(qty: Dec, filters: SymbolFilters, market: boolean): Result<Dec> {
  if (!withinBounds(qty, filters.lot)) return fail('LOT_SIZE', 'quantity', { ...boundsParams(filters.lot), asset: filters.baseAsset });
  if (market && filters.marketLot && !withinBounds(qty, filters.marketLot))
    return fail('MARKET_LOT_SIZE', 'quantity', { ...boundsParams(filters.marketLot), asset: filters.baseAsset });
  return ok(qty);
}

/** NOTIONAL (price x quantity within the minimum and maximum); a market order counts at its average price. */
export function checkNotional(notional: Dec, filters: SymbolFilters, market: boolean): Result<Dec> {
  if (market && !filters.notionalAppliesToMarket) return ok(notional);
  if (filters.minNotional && notional.lt(filters.minNotional))
    return fail('NOTIONAL', 'quantity', { min: new Dec(filters.minNotional).toFixed(), asset: filters.quoteAsset });
  if (filters.maxNotional && notional.gt(filters.maxNotional))
    return fail('NOTIONAL_MAX', 'quantity', { max: new Dec(filters.maxNotional).toFixed(), asset: filters.quoteAsset });
  return ok(notional);
}

/** A quantity cut down to the lot step (counted from the minimum), for sizing by a quote amount. */
export function floorToStep(qty: Dec, bounds: Bounds): Dec {
  const step = new Dec(bounds.step);
  if (step.isZero()) return qty.toDecimalPlaces(8, Dec.ROUND_DOWN);
  const min = new Dec(bounds.min);
  if (qty.lt(min)) return new Dec(0);
  return min.plus(qty.minus(min).dividedToIntegerBy(step).times(step));
}
