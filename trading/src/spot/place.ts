import { amountString } from '../amount';
import { adjust, freeOf } from '../balances';
import { FILL_AFTER_MS, STOP_MARKET_RESERVE } from '../config';
import { Dec } from '../decimal';
import { fail, ok, type Result } from '../errors';
import type { Balances } from '../schemas';
import { walkBook, type BookWalk } from './book-walk';
import { checkLotSize, checkNotional, type SymbolFilters } from './filters';
import { checkOrderRequest, type CheckedOrder, type NewOrderRequest } from './order-request';
import { releaseLock, settleAll, takerExecutions, type FeeRates, type Settled } from './settle';
import { triggersAt } from './triggers';
import { NO_ORDER_LIST, isStopType, type MarketView, type SpotOrder } from './vocabulary';

/**
 * What placing needs besides the request: who places it, its ids, the clock, the fees, how old a
 * book may be and whether the account's demo fill (a labelled setting) is on.
 *
 * @example
 * const ctx: PlaceContext = { accountId: 1, clientOrderId: 'web-1', now: Date.now(), fees: FEES, staleAfterMs: 10_000, demoFill: false };
 */
export type PlaceContext = {
  accountId: number;
  clientOrderId: string;
  now: number;
  fees: FeeRates;
  staleAfterMs: number;
  demoFill: boolean;
  orderListId?: number;
  listClientOrderId?: string | null;
};

/** A placed order, the balances after it, its fills at once (a taker part) and the walk it took. */
export type Placed = Settled & { walk: BookWalk | null };

const ZERO = '0.00000000';
const up8 = (value: Dec) => value.toDecimalPlaces(8, Dec.ROUND_UP);

/** The book is there and young enough to match against. */
export function bookIsLive(market: MarketView, staleAfterMs: number): boolean {
  return market.bookAgeMs !== null && market.bookAgeMs <= staleAfterMs;
}

/** What an order holds while it waits: base for a sell, quote at its price (a stop-market buy with a reserve) for a buy. */
export function lockOf(order: CheckedOrder, filters: SymbolFilters): { asset: string; amount: Dec } {
  if (order.side === 'SELL') return { asset: filters.baseAsset, amount: order.qty ?? new Dec(0) };
  const qty = order.qty ?? new Dec(0);
  if (order.price) return { asset: filters.quoteAsset, amount: up8(order.price.times(qty)) };
  if (order.stopPrice)
    return { asset: filters.quoteAsset, amount: up8(order.stopPrice.times(qty).times(new Dec(1).plus(STOP_MARKET_RESERVE))) };
  return { asset: filters.quoteAsset, amount: new Dec(0) };
}

function draftOrder(
  order: CheckedOrder,
  filters: SymbolFilters,
  ctx: PlaceContext,
  lock: { asset: string; amount: Dec },
  market: MarketView,
): SpotOrder {
  const stop = isStopType(order.type);
  return {
    orderId: 0,
    clientOrderId: ctx.clientOrderId,
    orderListId: ctx.orderListId ?? NO_ORDER_LIST,
    listClientOrderId: ctx.listClientOrderId ?? null,
    accountId: ctx.accountId,
    symbol: filters.symbol,
    baseAsset: filters.baseAsset,
    quoteAsset: filters.quoteAsset,
    side: order.side,
    type: order.type,
    timeInForce: order.timeInForce,
    price: order.price ? amountString(order.price) : ZERO,
    stopPrice: order.stopPrice ? amountString(order.stopPrice) : ZERO,
    origQty: order.qty ? amountString(order.qty) : ZERO,
    origQuoteOrderQty: order.quoteOrderQty ? amountString(order.quoteOrderQty) : ZERO,
    executedQty: ZERO,
    cummulativeQuoteQty: ZERO,
    quoteExact: '0',
    status: 'NEW',
    locked: amountString(lock.amount),
    lockAsset: lock.asset,
    working: !stop,
    afterTradeId: market.lastTradeId,
    time: ctx.now,
    updateTime: ctx.now,
    workingTime: stop ? -1 : ctx.now,
    demoFillAt: null,
  };
}

/** Takes the lock from free; refused in Binance's words when free cannot cover it. */
function takeLock(balances: Balances, lock: { asset: string; amount: Dec }): Result<Balances> {
  if (freeOf(balances, lock.asset).lt(lock.amount)) return fail('INSUFFICIENT_BALANCE', 'quantity', { asset: lock.asset });
  const next = adjust(balances, lock.asset, { free: lock.amount.negated(), locked: lock.amount });
  return next ? ok(next) : fail('INSUFFICIENT_BALANCE', 'quantity', { asset: lock.asset });
}

/**
 * Places a spot order against the market as it is now. A market order, and the part of a limit
 * that crosses the book, fill at once level by level with the taker fee (refused when the book is
 * stale or cannot fill a market order whole); a limit's rest waits for market trades; a stop waits
 * for the last trade price. Funds are locked first; what a finished order did not use goes back.
 */
export function placeSpotOrder(
  balances: Balances,
  request: NewOrderRequest,
  filters: SymbolFilters,
  market: MarketView,
  ctx: PlaceContext,
): Result<Placed> {
  const checked = checkOrderRequest(request, filters);
  if (!checked.ok) return checked;
  const order = checked.value;
  if (!bookIsLive(market, ctx.staleAfterMs))
    return fail('BOOK_STALE', 'symbol', { symbol: filters.symbol, seconds: String(Math.round((market.bookAgeMs ?? 0) / 1000)) });
  if (order.type === 'MARKET') return placeMarket(balances, order, filters, market, ctx);
  if (isStopType(order.type)) return placeStop(balances, order, filters, market, ctx);
  return placeLimit(balances, order, filters, market, ctx);
}

function placeMarket(
  balances: Balances,
  order: CheckedOrder,
  filters: SymbolFilters,
  market: MarketView,
  ctx: PlaceContext,
): Result<Placed> {
  const levels = order.side === 'BUY' ? market.asks : market.bids;
  const step = new Dec(filters.marketLot?.step && new Dec(filters.marketLot.step).gt(0) ? filters.marketLot.step : filters.lot.step);
  const walk = walkBook(order.side, levels, { qty: order.qty ?? undefined, quoteQty: order.quoteOrderQty ?? undefined, step });
  if (!walk.complete || walk.qty.isZero()) return fail('BOOK_TOO_THIN', 'quantity', { symbol: filters.symbol });
  const notional = checkNotional(walk.quoteExact, filters, true);
  if (!notional.ok) return notional;
  const lot = checkLotSize(walk.qty, filters, true);
  if (!lot.ok) return lot;
  const sized: CheckedOrder = { ...order, qty: walk.qty };
  const lock = order.side === 'BUY' ? { asset: filters.quoteAsset, amount: up8(walk.quoteExact) } : lockOf(sized, filters);
  const locked = takeLock(balances, lock);
  if (!locked.ok) return locked;
  const draft = draftOrder(sized, filters, ctx, lock, market);
  const executions = takerExecutions(walk, ctx.now);
  const done = releaseLock(settleAll({ order: draft, balances: locked.value, fills: [] }, executions, ctx.fees));
  return ok({ ...done, walk });
}

function crosses(order: CheckedOrder, market: MarketView): boolean {
  const best = order.side === 'BUY' ? market.asks[0] : market.bids[0];
  if (!best || !order.price) return false;
  return order.side === 'BUY' ? new Dec(best[0]).lte(order.price) : new Dec(best[0]).gte(order.price);
}

function placeLimit(
  balances: Balances,
  order: CheckedOrder,
  filters: SymbolFilters,
  market: MarketView,
  ctx: PlaceContext,
): Result<Placed> {
  const notional = checkNotional(order.price!.times(order.qty!), filters, false);
  if (!notional.ok) return notional;
  const crossing = crosses(order, market);
  if (order.type === 'LIMIT_MAKER' && crossing) return fail('WOULD_MATCH', 'price', { symbol: filters.symbol });
  const lock = lockOf(order, filters);
  const locked = takeLock(balances, lock);
  if (!locked.ok) return locked;
  const draft = draftOrder(order, filters, ctx, lock, market);
  return ok(workLimit({ order: draft, balances: locked.value, fills: [] }, market, ctx));
}

/**
 * A limit that starts working (placed, or a stop-limit triggered): what crosses the book fills at
 * once as taker up to the limit price; IOC expires the rest, FOK expires unless the book fills it
 * whole, GTC rests the rest (with the demo fill's time when that setting is on).
 */
export function workLimit(state: Settled, market: MarketView, ctx: Pick<PlaceContext, 'now' | 'fees' | 'demoFill'>): Placed {
  const { order } = state;
  const remaining = new Dec(order.origQty).minus(order.executedQty);
  const levels = order.side === 'BUY' ? market.asks : market.bids;
  const walk = walkBook(order.side, levels, { qty: remaining, limitPrice: new Dec(order.price) });
  let current = state;
  if (!(order.timeInForce === 'FOK' && !walk.complete)) {
    const executions = takerExecutions(walk, ctx.now);
    current = settleAll(current, executions, ctx.fees);
  }
  if (current.order.status === 'FILLED') return { ...releaseLock(current), walk: walk.steps.length ? walk : null };
  if (order.timeInForce !== 'GTC') {
    const expired = releaseLock({ ...current, order: { ...current.order, status: 'EXPIRED', updateTime: ctx.now } });
    return { ...expired, walk: walk.steps.length ? walk : null };
  }
  const demoFillAt = ctx.demoFill ? ctx.now + FILL_AFTER_MS : null;
  return { ...current, order: { ...current.order, afterTradeId: market.lastTradeId, demoFillAt }, walk: walk.steps.length ? walk : null };
}

function placeStop(balances: Balances, order: CheckedOrder, filters: SymbolFilters, market: MarketView, ctx: PlaceContext): Result<Placed> {
  if (!market.lastPrice) return fail('NO_MARKET_PRICE', 'stopPrice', { symbol: filters.symbol });
  if (triggersAt(order, new Dec(market.lastPrice))) return fail('WOULD_TRIGGER', 'stopPrice', { symbol: filters.symbol });
  const notional = checkNotional((order.price ?? order.stopPrice!).times(order.qty!), filters, order.price === null);
  if (!notional.ok) return notional;
  const lock = lockOf(order, filters);
  const locked = takeLock(balances, lock);
  if (!locked.ok) return locked;
  return ok({ order: draftOrder(order, filters, ctx, lock, market), balances: locked.value, fills: [], walk: null });
}
