import { amountString } from '../amount';
import { adjust, freeOf } from '../balances';
import { Dec } from '../decimal';
import { fail, ok, type Result } from '../errors';
import type { Balances } from '../schemas';
import type { SymbolFilters } from './filters';
import { checkOrderRequest, type CheckedOrder } from './order-request';
import { bookIsLive, lockOf, placeSpotOrder, type PlaceContext } from './place';
import { releaseLock } from './settle';
import { isOpenStatus, type MarketView, type OrderType, type Side, type SpotOrder } from './vocabulary';

/**
 * A one-cancels-the-other list (Binance's `POST /api/v3/orderList/oco`): two orders on one quantity,
 * one above the market and one below. A sell takes profit above (LIMIT_MAKER or TAKE_PROFIT(_LIMIT))
 * and stops the loss below (STOP_LOSS(_LIMIT)); a buy stops above and buys the dip below.
 *
 * @example
 * const oco: NewOcoRequest = { symbol: 'BTCUSDT', side: 'SELL', quantity: '0.1', aboveType: 'LIMIT_MAKER', abovePrice: '66000',
 *   belowType: 'STOP_LOSS_LIMIT', belowStopPrice: '58000', belowPrice: '57900', belowTimeInForce: 'GTC' };
 */
export type NewOcoRequest = {
  symbol: string;
  side: Side;
  quantity: unknown;
  aboveType: OrderType;
  abovePrice?: unknown;
  aboveStopPrice?: unknown;
  aboveTimeInForce?: 'GTC';
  belowType: OrderType;
  belowPrice?: unknown;
  belowStopPrice?: unknown;
  belowTimeInForce?: 'GTC';
};

const PROFIT_TYPES: readonly OrderType[] = ['LIMIT_MAKER', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'];
const LOSS_TYPES: readonly OrderType[] = ['STOP_LOSS', 'STOP_LOSS_LIMIT'];

/** The price a leg waits at: its stop for a stop type, its limit for a LIMIT_MAKER. */
const legPrice = (leg: CheckedOrder): Dec => leg.stopPrice ?? leg.price!;

export type PlacedList = { orders: [SpotOrder, SpotOrder]; balances: Balances };

/**
 * Places both legs on one hold: the quantity for a sell, the larger of the two legs' needs for a
 * buy. The hold sits on the above leg; whichever leg executes first claims it (`claimListHold`).
 * Refused when a leg is of the wrong kind for its side, or the prices do not sit above and below
 * the last trade price.
 */
export function placeOco(
  balances: Balances,
  request: NewOcoRequest,
  filters: SymbolFilters,
  market: MarketView,
  ctx: PlaceContext & { orderListId: number; listClientOrderId: string; clientOrderIds: [string, string] },
): Result<PlacedList> {
  const aboveOk = request.side === 'SELL' ? PROFIT_TYPES.includes(request.aboveType) : LOSS_TYPES.includes(request.aboveType);
  const belowOk = request.side === 'SELL' ? LOSS_TYPES.includes(request.belowType) : PROFIT_TYPES.includes(request.belowType);
  if (!aboveOk) return fail('ORDER_TYPE_UNSUPPORTED', 'aboveType', { type: request.aboveType, symbol: filters.symbol });
  if (!belowOk) return fail('ORDER_TYPE_UNSUPPORTED', 'belowType', { type: request.belowType, symbol: filters.symbol });
  const legRequest = (type: OrderType, price: unknown, stopPrice: unknown) => ({
    symbol: request.symbol,
    side: request.side,
    type,
    quantity: request.quantity,
    price,
    stopPrice,
    ...(type.endsWith('_LIMIT') ? { timeInForce: 'GTC' as const } : {}),
  });
  const above = checkOrderRequest(legRequest(request.aboveType, request.abovePrice, request.aboveStopPrice), filters);
  if (!above.ok) return above;
  const below = checkOrderRequest(legRequest(request.belowType, request.belowPrice, request.belowStopPrice), filters);
  if (!below.ok) return below;
  if (!bookIsLive(market, ctx.staleAfterMs))
    return fail('BOOK_STALE', 'symbol', { symbol: filters.symbol, seconds: String(Math.round((market.bookAgeMs ?? 0) / 1000)) });
  if (!market.lastPrice) return fail('NO_MARKET_PRICE', 'price', { symbol: filters.symbol });
  const last = new Dec(market.lastPrice);
  if (!(legPrice(above.value).gt(last) && legPrice(below.value).lt(last))) return fail('OCO_PRICES', 'price', { last: last.toFixed() });

  // Each leg is placed alone on a copy of the balances (its own checks: notional, would-match,
  // would-trigger); the list then holds once, the larger of the two.
  const legs: SpotOrder[] = [];
  for (const [index, leg] of [request.aboveType, request.belowType].entries()) {
    const checked = index === 0 ? above.value : below.value;
    const placed = placeSpotOrder(balances, legRequest(leg, checked.price?.toFixed(), checked.stopPrice?.toFixed()), filters, market, {
      ...ctx,
      clientOrderId: ctx.clientOrderIds[index]!,
      demoFill: false,
    });
    if (!placed.ok) return placed;
    legs.push(placed.value.order);
  }
  const hold = Dec.max(lockOf(above.value, filters).amount, lockOf(below.value, filters).amount);
  const asset = lockOf(above.value, filters).asset;
  if (freeOf(balances, asset).lt(hold)) return fail('INSUFFICIENT_BALANCE', 'quantity', { asset });
  const held = adjust(balances, asset, { free: hold.negated(), locked: hold });
  if (!held) return fail('INSUFFICIENT_BALANCE', 'quantity', { asset });
  const [first, second] = legs as [SpotOrder, SpotOrder];
  return ok({
    orders: [
      { ...first, locked: amountString(hold) },
      { ...second, locked: '0.00000000' },
    ],
    balances: held,
  });
}

/**
 * One leg is about to execute (a fill, or its stop fired): it takes the list's whole hold and the
 * other leg expires, holding nothing. A leg already alone (its sibling done) is returned as it is.
 */
export function claimListHold(leg: SpotOrder, sibling: SpotOrder, now: number): [SpotOrder, SpotOrder] {
  if (!isOpenStatus(sibling.status)) return [leg, sibling];
  const locked = amountString(new Dec(leg.locked).plus(sibling.locked));
  return [
    { ...leg, locked },
    { ...sibling, locked: '0.00000000', status: 'EXPIRED', updateTime: now },
  ];
}

/** Cancelling either leg cancels the list: both legs end and the hold goes back to free. */
export function cancelList(
  balances: Balances,
  legs: readonly SpotOrder[],
  now: number,
): Result<{ orders: SpotOrder[]; balances: Balances }> {
  if (!legs.some((leg) => isOpenStatus(leg.status)))
    return fail('ORDER_NOT_OPEN', 'orderListId', { id: String(legs[0]?.orderListId ?? ''), status: 'ALL_DONE' });
  let current = balances;
  const orders = legs.map((leg) => {
    if (!isOpenStatus(leg.status)) return leg;
    const released = releaseLock({ order: { ...leg, status: 'CANCELED', updateTime: now }, balances: current, fills: [] });
    current = released.balances;
    return released.order;
  });
  return ok({ orders, balances: current });
}
