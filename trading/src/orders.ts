import { Dec } from './decimal';
import { amountString, parsePositive, roundAmount } from './amount';
import { adjust, freeOf } from './balances';
import { FEES, FILL_AFTER_MS, FILL_STEP_MS } from './config';
import { fail, ok, type Result } from './errors';
import type { Order, TradingState } from './schemas';

/**
 * What a trader asks for (the placed order's fields). For a market order the caller passes the
 * last price, which is also what the lock is computed from.
 *
 * @example
 * { pair: 'BTC/USDT', side: 'buy', type: 'limit', price: '60000', amount: '0.01' }
 */
export type OrderRequest = { pair?: string; side?: 'buy' | 'sell'; type?: 'limit' | 'market'; price?: string; amount?: string };

export function splitPair(pair: string): [string, string] | null {
  const match = /^([A-Z0-9]+)\/([A-Z0-9]+)$/.exec(pair);
  return match ? [match[1]!, match[2]!] : null;
}

/** An order needs pair, side and amount, and enough free balance of the currency spent. */
export function placeOrder(state: TradingState, request: OrderRequest, context: { id: string; now: number }): Result<TradingState> {
  const { pair, side, type = 'limit' } = request;
  if (!pair || !side || !request.amount) return fail('MISSING_FIELDS');
  const assets = splitPair(pair);
  if (!assets) return fail('UNKNOWN_PAIR', 'pair', { pair });
  const price = parsePositive(request.price);
  const rawAmount = parsePositive(request.amount);
  if (!price || !rawAmount || roundAmount(rawAmount).isZero()) return fail('ORDER_FIELDS_ZERO');
  const amount = roundAmount(rawAmount);
  const total = roundAmount(price.times(amount));
  if (total.isZero()) return fail('ORDER_FIELDS_ZERO');
  const [base, quote] = assets;
  const spent = side === 'buy' ? quote : base;
  const lock = side === 'buy' ? total : amount;
  if (freeOf(state.balances, spent).lt(lock)) return fail('INSUFFICIENT_FOR_ORDER', 'amount', { currency: spent });
  const balances = adjust(state.balances, spent, { free: lock.negated(), locked: lock });
  if (!balances) return fail('INSUFFICIENT_FOR_ORDER', 'amount', { currency: spent });
  const order: Order = {
    id: context.id,
    pair,
    side,
    type,
    price: amountString(price),
    amount: amountString(amount),
    total: amountString(total),
    status: 'open',
    timestamp: context.now,
    fillPercent: 0,
    locked: amountString(lock),
  };
  return ok({ ...state, balances, orders: [order, ...state.orders] });
}

/** The fee of a fill, charged in the asset received (maker/taker 0.001). */
export function orderFee(order: Pick<Order, 'side' | 'type' | 'amount' | 'total'>): Dec {
  const rate = order.type === 'market' ? FEES.taker : FEES.maker;
  return roundAmount(new Dec(order.side === 'buy' ? order.amount : order.total).times(rate));
}

function fillOrder(state: TradingState, order: Order, now: number): TradingState {
  const [base, quote] = splitPair(order.pair)!;
  const [spent, received] = order.side === 'buy' ? [quote, base] : [base, quote];
  const gross = new Dec(order.side === 'buy' ? order.amount : order.total);
  const fee = orderFee(order);
  const afterSpend = adjust(state.balances, spent, { locked: new Dec(order.locked).negated() });
  const balances = afterSpend && adjust(afterSpend, received, { free: gross.minus(fee) });
  // Unreachable while locks are intact; if stored data was tampered with the order stays open.
  if (!balances) return state;
  const filled: Order = { ...order, status: 'filled', fillPercent: 100, fee: amountString(fee), feeAsset: received, closedAt: now };
  return { ...state, balances, orders: state.orders.map((o) => (o.id === order.id ? filled : o)) };
}

/** fillPercent grows by 10 each second after placing, capped below 100 until the fill. */
export function fillPercentAt(order: Pick<Order, 'timestamp'>, now: number): number {
  return Math.max(0, Math.min(90, Math.floor((now - order.timestamp) / FILL_STEP_MS) * 10));
}

/**
 * Moves every open order to where the clock says it is: progress, then the fill at 10 s.
 * Idempotent: only `open` orders change, and a filled order is never open again, so applying it
 * twice (two tabs, a retried timer) never credits twice.
 */
export function advanceOrders(state: TradingState, now: number): TradingState {
  let next = state;
  for (const order of state.orders) {
    if (order.status !== 'open') continue;
    if (now - order.timestamp >= FILL_AFTER_MS) next = fillOrder(next, order, now);
    else {
      const fillPercent = fillPercentAt(order, now);
      if (fillPercent !== order.fillPercent)
        next = { ...next, orders: next.orders.map((o) => (o.id === order.id ? { ...o, fillPercent } : o)) };
    }
  }
  return next;
}

/** Cancelling is allowed only from open, and returns the locked amount to free. */
export function cancelOrder(state: TradingState, id: string, now: number): Result<TradingState> {
  const order = state.orders.find((o) => o.id === id);
  if (!order) return fail('ORDER_NOT_FOUND', 'id', { id });
  if (order.status !== 'open') return fail('ORDER_NOT_OPEN', 'id', { id, status: order.status });
  const [base, quote] = splitPair(order.pair)!;
  const asset = order.side === 'buy' ? quote : base;
  const lock = new Dec(order.locked);
  const balances = adjust(state.balances, asset, { free: lock, locked: lock.negated() });
  if (!balances) return fail('ORDER_NOT_OPEN', 'id', { id, status: order.status });
  const cancelled: Order = { ...order, status: 'cancelled', closedAt: now };
  return ok({ ...state, balances, orders: state.orders.map((o) => (o.id === id ? cancelled : o)) });
}

/** When the next open order changes (progress or fill), for the store's timer; null when none. */
export function nextOrderEventAt(state: TradingState, now: number): number | null {
  const open = state.orders.filter((o) => o.status === 'open');
  if (open.length === 0) return null;
  return Math.min(...open.map((o) => Math.max(now, o.timestamp + (Math.floor((now - o.timestamp) / FILL_STEP_MS) + 1) * FILL_STEP_MS)));
}
