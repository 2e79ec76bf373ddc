import {
  amendSpotOrder,
  cancelList,
  cancelSpotOrder,
  fail,
  isOpenStatus,
  ok,
  placeOco,
  placeSpotOrder,
  planModify,
  replacementList,
  replacementRequest,
  type Balances,
  type ModifyMode,
  type OrderChange,
  type Result,
  type SpotOrder,
} from '@bourse/trading';
import type { Ledger } from './connection';
import { findByClientId, insertList, legsOf, type MarketContext } from './orders';
import { insertFills, insertOrder, readBalances, readOrder, saveOrder, writeBalances } from './records';
import type { FillView } from './queries';
import type { SqlDb } from './sql';

/**
 * What a modify did: `amend` changed the order in place, `replace` ended `cancelled` and placed
 * `placed` (one order, or both legs of a moved OCO) with what filled at once. `replayed`: the
 * request id came again and nothing was done twice.
 */
export type ModifiedOrder = {
  mode: ModifyMode;
  cancelled: SpotOrder[];
  placed: SpotOrder[];
  fills: FillView[];
  balances: Balances;
  replayed: boolean;
};

type Step = { cancelled: SpotOrder[]; balances: Balances };

/**
 * Modifies an open order in one transaction, amend or cancel/replace as `planModify` decides: the
 * old order's hold is released and the new one's taken in the same transaction, so a refusal (the
 * new price would match as a maker-only order, the stop would trigger at once, the funds do not
 * cover it) leaves the old order as it was. `newClientOrderId` names the result and makes a retry
 * answer what was done.
 */
export function modifyOrder(
  ledger: Ledger,
  accountId: number,
  orderId: number,
  request: OrderChange & { newClientOrderId: string },
  context: MarketContext,
): Promise<Result<ModifiedOrder>> {
  return ledger.transaction(accountId, async (tx) => {
    const before = await readBalances(tx, ledger.tables, accountId);
    // A retry: the request's id names the order it left (an OCO's new legs carry it with -above and -below).
    const done =
      (await findByClientId(tx, ledger, accountId, request.newClientOrderId)) ??
      (await findByClientId(tx, ledger, accountId, `${request.newClientOrderId}-above`));
    if (done) {
      const placed = done.orderListId === -1 ? [done] : await legsOf(tx, ledger, accountId, done.orderListId);
      return ok({
        mode: done.orderId === orderId ? 'amend' : 'replace',
        cancelled: [],
        placed,
        fills: [],
        balances: before,
        replayed: true,
      });
    }
    const order = await readOrder(tx, ledger.tables, orderId);
    if (!order || order.accountId !== accountId) return fail('ORDER_NOT_FOUND', 'orderId', { id: String(orderId) });
    if (!isOpenStatus(order.status)) return fail('ORDER_NOT_OPEN', 'orderId', { id: String(orderId), status: order.status });
    const mode = planModify(order, request);
    if (!mode.ok) return mode;
    const ctx = { clientOrderId: request.newClientOrderId, now: context.now };
    if (mode.value === 'amend' && order.orderListId === -1) {
      const amended = amendSpotOrder({ order, balances: before }, request.quantity, context.filters, ctx);
      if (!amended.ok) return amended;
      await saveOrder(tx, ledger.tables, amended.value.order);
      await writeBalances(tx, ledger.tables, accountId, before, amended.value.balances, context.now);
      return ok({
        mode: 'amend',
        cancelled: [],
        placed: [amended.value.order],
        fills: [],
        balances: amended.value.balances,
        replayed: false,
      });
    }
    const legs = order.orderListId === -1 ? [order] : await legsOf(tx, ledger, accountId, order.orderListId);
    const sibling = legs.find((leg) => leg.orderId !== order.orderId && isOpenStatus(leg.status)) ?? null;
    const cancelled = legs.length > 1 ? cancelList(before, legs, context.now) : cancelSpotOrder({ order, balances: before }, context.now);
    if (!cancelled.ok) return cancelled;
    const step: Step =
      'orders' in cancelled.value
        ? {
            cancelled: cancelled.value.orders.filter((leg) => legs.some((l) => l.orderId === leg.orderId && isOpenStatus(l.status))),
            balances: cancelled.value.balances,
          }
        : { cancelled: [cancelled.value.order], balances: cancelled.value.balances };
    const placed = sibling
      ? await replaceList(tx, ledger, accountId, order, sibling, request, step, context)
      : await replaceOne(tx, ledger, accountId, order, request, step, context);
    if (!placed.ok) return placed;
    for (const ended of step.cancelled) await saveOrder(tx, ledger.tables, ended);
    await writeBalances(tx, ledger.tables, accountId, before, placed.value.balances, context.now);
    return ok({ mode: 'replace', cancelled: step.cancelled, ...placed.value, replayed: false });
  });
}

async function replaceOne(
  tx: SqlDb,
  ledger: Ledger,
  accountId: number,
  order: SpotOrder,
  request: OrderChange & { newClientOrderId: string },
  step: Step,
  context: MarketContext,
): Promise<Result<{ placed: SpotOrder[]; fills: FillView[]; balances: Balances }>> {
  const placed = placeSpotOrder(step.balances, replacementRequest(order, request), context.filters, context.market, {
    accountId,
    clientOrderId: request.newClientOrderId,
    now: context.now,
    fees: context.fees,
    staleAfterMs: context.staleAfterMs,
    demoFill: false,
  });
  if (!placed.ok) return placed;
  const stored = await insertOrder(tx, ledger.tables, placed.value.order);
  const fills = await insertFills(tx, ledger.tables, stored, placed.value.fills);
  return ok({ placed: [stored], fills, balances: placed.value.balances });
}

async function replaceList(
  tx: SqlDb,
  ledger: Ledger,
  accountId: number,
  leg: SpotOrder,
  sibling: SpotOrder,
  request: OrderChange & { newClientOrderId: string },
  step: Step,
  context: MarketContext,
): Promise<Result<{ placed: SpotOrder[]; fills: FillView[]; balances: Balances }>> {
  const listId = request.newClientOrderId;
  const ids: [string, string] = [`${listId}-above`, `${listId}-below`];
  const placed = placeOco(step.balances, replacementList(leg, sibling, request), context.filters, context.market, {
    accountId,
    clientOrderId: ids[0],
    clientOrderIds: ids,
    orderListId: -1,
    listClientOrderId: listId,
    now: context.now,
    fees: context.fees,
    staleAfterMs: context.staleAfterMs,
    demoFill: false,
  });
  if (!placed.ok) return placed;
  return ok({ placed: await insertList(tx, ledger, placed.value.orders), fills: [], balances: placed.value.balances });
}

/** The account's order by id, or null (another account's order reads as missing). */
export async function orderOf(ledger: Ledger, accountId: number, orderId: number): Promise<SpotOrder | null> {
  const order = await readOrder(ledger.db, ledger.tables, orderId);
  return order?.accountId === accountId ? order : null;
}
