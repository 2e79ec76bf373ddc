import { atom, onMount } from 'nanostores';
import * as z from 'zod/mini';
import {
  balancesSchema,
  fail,
  fillAnswerSchema,
  orderAnswerSchema,
  type FillAnswer,
  type ModifyOrderBody,
  type NewOcoBody,
  type NewOrderBody,
  type OrderAnswer,
  type Result,
} from '@bourse/trading';
import { tradingApi, requestId } from '../../account/store/api';
import { $accountState, $activeAccount, $orderEvents, noteBalances, noteOrder } from '../../account/store/accounts';
import { loading, type Loadable } from '../../shared/store/loadable';
import { rangeStart, type HistoryRange } from '../model/range';

const placedSchema = z.object({
  order: orderAnswerSchema,
  fills: z.array(fillAnswerSchema),
  walk: z.nullable(z.object({ averagePrice: z.nullable(z.string()), slippageBps: z.nullable(z.string()), qty: z.string() })),
  balances: balancesSchema,
  replayed: z.boolean(),
});
export type PlacedAnswer = z.infer<typeof placedSchema>;

/** The order pages' range: the last 7 days, 30 days, or everything. */
export const $historyRange = atom<HistoryRange>('7d');
/** Finished orders of the active account in the range, newest first. */
export const $orderHistory = atom<Loadable<OrderAnswer[]>>(loading([]));
/** Fills of the active account in the range, newest first (the trade history). */
export const $fills = atom<Loadable<FillAnswer[]>>(loading([]));
/** Every fill of the active account (the open PnL's cost basis). */
export const $allFills = atom<Loadable<FillAnswer[]>>(loading([]));

const accountId = () => $activeAccount.get()?.id ?? null;

async function loadOrders(path: string): Promise<void> {
  const answer = await tradingApi('GET', path, z.array(orderAnswerSchema));
  $orderHistory.set(
    answer.ok
      ? { status: 'ready', data: answer.value, error: null }
      : { ...$orderHistory.get(), status: 'error', error: answer.error.code },
  );
}

async function loadFills(store: typeof $fills, path: string): Promise<void> {
  const answer = await tradingApi('GET', path, z.array(fillAnswerSchema));
  store.set(
    answer.ok ? { status: 'ready', data: answer.value, error: null } : { ...store.get(), status: 'error', error: answer.error.code },
  );
}

/** Loads the history lists of the active account for the range (on a change of either, and when an order trades or finishes). */
export async function reloadHistory(): Promise<void> {
  const id = accountId();
  if (id === null) return;
  const from = rangeStart($historyRange.get(), Date.now());
  const since = from === null ? '' : `from=${from}`;
  await Promise.all([
    loadOrders(`/accounts/${id}/orders?status=history${since ? `&${since}` : ''}`),
    loadFills($fills, `/accounts/${id}/fills?${since}`),
  ]);
}

async function reloadAllFills(): Promise<void> {
  const id = accountId();
  if (id !== null) await loadFills($allFills, `/accounts/${id}/fills`);
}

/** Loads while watched: again for another account, and after an order that traded or finished. */
function followAccount(reload: () => Promise<void>): () => void {
  let last: number | null = null;
  const stopAccount = $accountState.subscribe(() => {
    const id = accountId();
    if (id !== last) {
      last = id;
      void reload();
    }
  });
  const stopEvents = $orderEvents.listen((event) => {
    if (event && (event.order.status !== 'NEW' || event.order.executedQty !== '0.00000000')) void reload();
  });
  return () => {
    stopAccount();
    stopEvents();
  };
}

onMount($orderHistory, () => {
  const stop = followAccount(reloadHistory);
  const stopRange = $historyRange.listen(() => void reloadHistory());
  return () => {
    stop();
    stopRange();
  };
});
onMount($fills, () => followAccount(reloadHistory));
onMount($allFills, () => followAccount(reloadAllFills));

/**
 * Places an order on the active account; the server decides it (funds, filters, the book) and the
 * answer shows at once. A retry of the same click is safe: the order carries its client order id.
 *
 * @example
 * const placed = await placeOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price: '60000', quantity: '0.01' });
 */
export async function placeOrder(
  request: Omit<NewOrderBody, 'newClientOrderId'>,
  clientOrderId = requestId('web'),
): Promise<Result<PlacedAnswer>> {
  const id = accountId();
  if (id === null) return fail('NOT_AUTHORISED');
  const placed = await tradingApi('POST', `/accounts/${id}/orders`, placedSchema, { ...request, newClientOrderId: clientOrderId });
  if (placed.ok) noteOrder(placed.value.order, placed.value.balances);
  return placed;
}

const listedSchema = z.object({ orders: z.array(orderAnswerSchema), balances: balancesSchema });

/** An OCO list (take profit above, stop below for a sell; the other way round for a buy). */
export async function placeOrderList(request: Omit<NewOcoBody, 'listClientOrderId'>): Promise<Result<OrderAnswer[]>> {
  const id = accountId();
  if (id === null) return fail('NOT_AUTHORISED');
  const placed = await tradingApi('POST', `/accounts/${id}/order-lists`, listedSchema, { ...request, listClientOrderId: requestId('oco') });
  if (!placed.ok) return placed;
  for (const order of placed.value.orders) noteOrder(order);
  noteBalances(id, placed.value.balances);
  return { ok: true, value: placed.value.orders };
}

async function cancelAt(path: string): Promise<Result<OrderAnswer[]>> {
  const id = accountId();
  if (id === null) return fail('NOT_AUTHORISED');
  const done = await tradingApi('DELETE', `/accounts/${id}${path}`, listedSchema);
  if (!done.ok) return done;
  for (const order of done.value.orders) noteOrder(order);
  noteBalances(id, done.value.balances);
  return { ok: true, value: done.value.orders };
}

/** Cancels one open order (an OCO leg cancels its list); its hold goes back to free. */
export const cancelOrder = (orderId: number): Promise<Result<OrderAnswer[]>> => cancelAt(`/orders/${orderId}`);

/** Cancels every open order of the active account (of one symbol when given). */
export const cancelAllOrders = (symbol?: string): Promise<Result<OrderAnswer[]>> => cancelAt(`/orders${symbol ? `?symbol=${symbol}` : ''}`);

const modifiedSchema = z.object({
  mode: z.enum(['amend', 'replace']),
  cancelled: z.array(orderAnswerSchema),
  placed: z.array(orderAnswerSchema),
  fills: z.array(fillAnswerSchema),
  balances: balancesSchema,
  replayed: z.boolean(),
});
export type ModifiedAnswer = z.infer<typeof modifiedSchema>;

/**
 * Moves an open order (its line dragged on the chart): the server amends it in place or cancels
 * and replaces it, and a refusal leaves it where it was. The request id makes a retry safe.
 *
 * @example
 * const moved = await modifyOrder(7, { price: '60500' });
 */
export async function modifyOrder(
  orderId: number,
  change: Omit<ModifyOrderBody, 'newClientOrderId'>,
  clientOrderId = requestId('move'),
): Promise<Result<ModifiedAnswer>> {
  const id = accountId();
  if (id === null) return fail('NOT_AUTHORISED');
  const done = await tradingApi('PUT', `/accounts/${id}/orders/${orderId}`, modifiedSchema, { ...change, newClientOrderId: clientOrderId });
  if (!done.ok) return done;
  for (const order of [...done.value.cancelled, ...done.value.placed]) noteOrder(order);
  noteBalances(id, done.value.balances);
  return done;
}
