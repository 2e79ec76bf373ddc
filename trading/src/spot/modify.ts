import { amountString } from '../amount';
import { readAmountText } from '../amount-text';
import { adjust } from '../balances';
import { Dec } from '../decimal';
import { fail, ok, type Result } from '../errors';
import type { Balances } from '../schemas';
import { checkLotSize, type SymbolFilters } from './filters';
import type { NewOcoRequest } from './oco';
import type { NewOrderRequest } from './order-request';
import { lockOf } from './place';
import { isOpenStatus, isPricedType, isStopType, type SpotOrder } from './vocabulary';

/**
 * A change to an open order: a new limit price, stop price or quantity (what dragging its line on
 * the chart, or a bot, asks for). Amounts arrive as sent and are read here.
 *
 * @example
 * const change: OrderChange = { price: '60500' }; // the limit line dragged to 60,500
 */
export type OrderChange = { price?: unknown; stopPrice?: unknown; quantity?: unknown };

/**
 * How the server carries a change out, as Binance does: only the quantity going down keeps the
 * order and its place in the queue (`amend`, as order.amend.keepPriority); anything else cancels
 * the order and places a new one (`replace`, as order.cancelReplace), which meets every rule of a
 * new order against the market now.
 */
export type ModifyMode = 'amend' | 'replace';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const readQuantity = (sent: unknown) => readAmountText(sent, { field: 'quantity', decimals: 8 });
const same = (stored: string, sent: unknown) => {
  const read = readAmountText(sent, { field: 'price', decimals: 8 });
  return read.ok && read.value.eq(stored);
};

/** Amend or replace; refused when the change names nothing new. */
export function planModify(order: SpotOrder, change: OrderChange): Result<ModifyMode> {
  const priceMoves = given(change.price) && !same(order.price, change.price);
  const stopMoves = given(change.stopPrice) && !same(order.stopPrice, change.stopPrice);
  const qtyMoves = given(change.quantity) && !same(order.origQty, change.quantity);
  if (!priceMoves && !stopMoves && !qtyMoves) return fail('PARAMETER_REQUIRED', 'price', { name: 'price' });
  if (priceMoves || stopMoves) return ok('replace');
  const qty = readQuantity(change.quantity);
  return ok(qty.ok && qty.value.lt(order.origQty) ? 'amend' : 'replace');
}

/**
 * The quantity lowered in place: the order keeps its id and queue place, and the part of its hold
 * the smaller remainder no longer needs goes back to free. Refused below what already filled and
 * off the pair's lot step.
 */
export function amendSpotOrder(
  state: { order: SpotOrder; balances: Balances },
  quantity: unknown,
  filters: SymbolFilters,
  ctx: { clientOrderId: string; now: number },
): Result<{ order: SpotOrder; balances: Balances }> {
  const { order } = state;
  if (!isOpenStatus(order.status)) return fail('ORDER_NOT_OPEN', 'orderId', { id: String(order.orderId), status: order.status });
  const read = readQuantity(quantity);
  if (!read.ok) return read;
  const lot = checkLotSize(read.value, filters, false);
  if (!lot.ok) return lot;
  const remaining = read.value.minus(order.executedQty);
  if (remaining.lte(0)) return fail('LOT_SIZE', 'quantity', { min: new Dec(order.executedQty).toFixed(), asset: filters.baseAsset });
  const price = isPricedType(order.type) ? new Dec(order.price) : null;
  const stopPrice = isStopType(order.type) ? new Dec(order.stopPrice) : null;
  const lock = lockOf(
    {
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      timeInForce: order.timeInForce,
      qty: remaining,
      quoteOrderQty: null,
      price,
      stopPrice,
    },
    filters,
  ).amount;
  // The hold only shrinks: never more than the order holds now (a partly filled buy holds less than its price x remainder).
  const kept = Dec.min(lock, new Dec(order.locked));
  const freed = new Dec(order.locked).minus(kept);
  const balances = adjust(state.balances, order.lockAsset, { free: freed, locked: freed.negated() });
  if (!balances) return fail('INSUFFICIENT_BALANCE', 'quantity', { asset: order.lockAsset });
  return ok({
    order: {
      ...order,
      clientOrderId: ctx.clientOrderId,
      origQty: amountString(read.value),
      locked: amountString(kept),
      updateTime: ctx.now,
    },
    balances,
  });
}

/** The new order a replace places: the old one's side and type, its unfilled quantity, with the change applied. */
export function replacementRequest(order: SpotOrder, change: OrderChange): NewOrderRequest {
  return {
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    ...(isPricedType(order.type) && order.type !== 'LIMIT_MAKER' ? { timeInForce: order.timeInForce } : {}),
    quantity: given(change.quantity) ? change.quantity : new Dec(order.origQty).minus(order.executedQty).toFixed(),
    ...(isPricedType(order.type) ? { price: given(change.price) ? change.price : new Dec(order.price).toFixed() } : {}),
    ...(isStopType(order.type) ? { stopPrice: given(change.stopPrice) ? change.stopPrice : new Dec(order.stopPrice).toFixed() } : {}),
  };
}

/** The price an OCO leg waits at (its stop, or its limit for a LIMIT_MAKER): the higher one is the list's "above" leg. */
const waitsAt = (leg: SpotOrder) => new Dec(isStopType(leg.type) ? leg.stopPrice : leg.price);

/** The list a replace of one OCO leg places: both legs as they are, the changed one moved. */
export function replacementList(leg: SpotOrder, sibling: SpotOrder, change: OrderChange): NewOcoRequest {
  const moved = replacementRequest(leg, change);
  const kept = replacementRequest(sibling, {});
  const [above, below] = waitsAt(leg).gt(waitsAt(sibling)) ? [moved, kept] : [kept, moved];
  return {
    symbol: leg.symbol,
    side: leg.side,
    quantity: given(change.quantity) ? change.quantity : new Dec(leg.origQty).toFixed(),
    aboveType: above.type,
    abovePrice: above.price,
    aboveStopPrice: above.stopPrice,
    ...(above.type.endsWith('_LIMIT') ? { aboveTimeInForce: 'GTC' as const } : {}),
    belowType: below.type,
    belowPrice: below.price,
    belowStopPrice: below.stopPrice,
    ...(below.type.endsWith('_LIMIT') ? { belowTimeInForce: 'GTC' as const } : {}),
  };
}
