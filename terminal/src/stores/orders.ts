import { computed, onMount } from 'nanostores';
import {
  advanceOrders,
  cancelOrder as cancelInEngine,
  fail,
  nextOrderEventAt,
  placeOrder as placeInEngine,
  selectOrders,
  type Order,
  type OrderRequest,
  type Result,
} from '@bourse/trading';
import { $trading, mutateTrading, startTradingSync } from './persistence-trading';

/**
 * The trader's orders, newest first: what the terminal's orders table and the order-list pages read.
 *
 * @example
 * useStore($orders).filter((o) => o.status === 'open');
 */
export const $orders = computed($trading, (t) => (t ? [...t.state.orders].sort((a, b) => b.timestamp - a.timestamp) : []));
/** The open list shows status open (the terminal's "open orders (n)" tab counts these). */
export const $openOrders = computed($trading, (t) => (t ? selectOrders(t.state.orders, 'open') : []));
/** Every status other than open is history. */
export const $orderHistory = computed($trading, (t) => (t ? selectOrders(t.state.orders, 'history') : []));

const newId = () => globalThis.crypto.randomUUID();
const NOT_SIGNED_IN: Result<Order> = fail('NOT_AUTHORISED');

/**
 * Places an order (the trading store's rules); on success the lock is taken and the order fills about 10 s later.
 *
 * @example
 * const result = await placeOrder({ pair: 'BTC/USDT', side: 'buy', type: 'limit', price: '60000', amount: '0.01' });
 * if (!result.ok) toast(describeTradingError(result.error, locale));
 */
export function placeOrder(request: OrderRequest): Promise<Result<Order>> {
  return mutateTrading((current) => {
    const id = newId();
    const result = placeInEngine(current.state, request, { id, now: Date.now() });
    if (!result.ok) return { next: null, result };
    return { next: { ...current, state: result.value }, result: { ok: true, value: result.value.orders[0]! } as Result<Order> };
  }, NOT_SIGNED_IN);
}

/** Cancels an open order and unlocks its funds; refused for any other status. */
export function cancelOrder(id: string): Promise<Result<Order>> {
  return mutateTrading((current) => {
    const result = cancelInEngine(current.state, id, Date.now());
    if (!result.ok) return { next: null, result };
    return {
      next: { ...current, state: result.value },
      result: { ok: true, value: result.value.orders.find((o) => o.id === id)! } as Result<Order>,
    };
  }, NOT_SIGNED_IN);
}

/** Brings every open order up to the clock (progress and fills); a no-op when nothing changed. */
export function advanceOpenOrders(now = Date.now()): Promise<void> {
  return mutateTrading((current) => {
    const state = advanceOrders(current.state, now);
    return { next: state === current.state ? null : { ...current, state }, result: undefined };
  }, undefined);
}

type LockManagerLike = { request: (name: string, callback: () => Promise<void>) => Promise<void> };

/**
 * The fill clock. Only one tab runs it: the tab holding the Web Lock 'bourse-order-clock'; when
 * it closes, the next tab waiting takes over. Each tick is a locked read-modify-write of fresh
 * storage, and the engine only fills `open` orders, so a fill can never be applied twice.
 */
function startOrderClock(): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: () => void = () => {};
  const tick = async () => {
    if (stopped) return;
    await advanceOpenOrders();
    const t = $trading.get();
    const next = t ? nextOrderEventAt(t.state, Date.now()) : null;
    timer = setTimeout(tick, next === null ? 1_000 : Math.max(50, next - Date.now()));
  };
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks) {
    void locks.request(
      'bourse-order-clock',
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          if (stopped) resolve();
          else void tick();
        }),
    );
  } else void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
    release();
  };
}

// Any store built on $trading (balances, orders, wallet) brings the sync and the clock with it.
onMount($trading, () => {
  const stopSync = startTradingSync();
  const stopClock = startOrderClock();
  return () => {
    stopClock();
    stopSync();
  };
});
