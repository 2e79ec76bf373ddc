import { and, eq, inArray } from '@payloadcms/db-sqlite/drizzle';
import {
  cancelList,
  cancelSpotOrder,
  Dec,
  fail,
  ok,
  placeOco,
  placeSpotOrder,
  type Balances,
  type BookWalk,
  type FeeRates,
  type FillDraft,
  type MarketView,
  type NewOcoRequest,
  type NewOrderRequest,
  type Result,
  type SpotOrder,
  type SymbolFilters,
} from '@bourse/trading';
import { accountFromRow } from './accounts';
import type { Ledger } from './connection';
import { insertFills, insertOrder, readBalances, readOrder, saveOrder, writeBalances } from './records';
import { orderFromRow } from './rows';
import type { FillView } from './queries';
import type { SqlDb } from './sql';

/** Everything placing needs beyond the trader's request: the market now, the pair's filters, fees and the clock. */
export type MarketContext = { filters: SymbolFilters; market: MarketView; fees: FeeRates; staleAfterMs: number; now: number };

/** A placed order with what it did at once, and the balances after it. `replayed`: the same client order id came again. */
export type PlacedOrder = { order: SpotOrder; fills: FillView[]; walk: BookWalk | null; balances: Balances; replayed: boolean };

const sameAmount = (stored: string, sent: unknown) => {
  if (sent === undefined || sent === null || sent === '') return new Dec(stored).isZero();
  try {
    return new Dec(stored).eq(String(sent));
  } catch {
    return false;
  }
};

/** Whether a stored order is what this request asked for (a retry), or another order under a reused id. */
function sameRequest(order: SpotOrder, request: NewOrderRequest): boolean {
  return (
    order.symbol === request.symbol &&
    order.side === request.side &&
    order.type === request.type &&
    sameAmount(order.price, request.price) &&
    sameAmount(order.stopPrice, request.stopPrice) &&
    (sameAmount(order.origQty, request.quantity) || sameAmount(order.origQuoteOrderQty, request.quoteOrderQty))
  );
}

export async function findByClientId(tx: SqlDb, ledger: Ledger, accountId: number, clientOrderId: string): Promise<SpotOrder | null> {
  const { orders } = ledger.tables;
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.account!, accountId), eq(orders.clientOrderId!, clientOrderId)));
  return row ? orderFromRow(row) : null;
}

async function demoFillOn(tx: SqlDb, ledger: Ledger, accountId: number): Promise<boolean> {
  const [row] = await tx.select().from(ledger.tables.accounts).where(eq(ledger.tables.accounts.id!, accountId));
  const account = row ? accountFromRow(row) : null;
  return account?.kind === 'demo' && account.demoFill;
}

/**
 * Places an order in one transaction: the hold, the order, what filled at once (fills and their
 * movements) and the balances. The client order id makes it idempotent: the same request again
 * answers the order already placed; another request under that id is refused.
 */
export function placeOrder(
  ledger: Ledger,
  accountId: number,
  clientOrderId: string,
  request: NewOrderRequest,
  context: MarketContext,
): Promise<Result<PlacedOrder>> {
  return ledger.transaction(accountId, async (tx) => {
    const before = await readBalances(tx, ledger.tables, accountId);
    const existing = await findByClientId(tx, ledger, accountId, clientOrderId);
    if (existing) {
      if (!sameRequest(existing, request)) return fail('DUPLICATE_ORDER', 'newClientOrderId', { id: clientOrderId });
      return ok({ order: existing, fills: [], walk: null, balances: before, replayed: true });
    }
    const demoFill = await demoFillOn(tx, ledger, accountId);
    const placed = placeSpotOrder(before, request, context.filters, context.market, {
      accountId,
      clientOrderId,
      now: context.now,
      fees: context.fees,
      staleAfterMs: context.staleAfterMs,
      demoFill,
    });
    if (!placed.ok) return placed;
    const order = await insertOrder(tx, ledger.tables, placed.value.order);
    const fills = await insertFills(tx, ledger.tables, order, placed.value.fills);
    await writeBalances(tx, ledger.tables, accountId, before, placed.value.balances, context.now);
    return ok({ order, fills, walk: placed.value.walk, balances: placed.value.balances, replayed: false });
  });
}

/** An OCO list in one transaction: both legs under one list id (the first leg's order id) and one hold. */
export function placeOrderList(
  ledger: Ledger,
  accountId: number,
  listClientOrderId: string,
  request: NewOcoRequest,
  context: MarketContext,
): Promise<Result<{ orders: SpotOrder[]; balances: Balances; replayed: boolean }>> {
  return ledger.transaction(accountId, async (tx) => {
    const before = await readBalances(tx, ledger.tables, accountId);
    const ids: [string, string] = [`${listClientOrderId}-above`, `${listClientOrderId}-below`];
    const existing = await findByClientId(tx, ledger, accountId, ids[0]);
    if (existing) {
      return ok({ orders: await legsOf(tx, ledger, accountId, existing.orderListId), balances: before, replayed: true });
    }
    const placed = placeOco(before, request, context.filters, context.market, {
      accountId,
      clientOrderId: ids[0],
      clientOrderIds: ids,
      orderListId: -1,
      listClientOrderId,
      now: context.now,
      fees: context.fees,
      staleAfterMs: context.staleAfterMs,
      demoFill: false,
    });
    if (!placed.ok) return placed;
    const listed = await insertList(tx, ledger, placed.value.orders);
    await writeBalances(tx, ledger.tables, accountId, before, placed.value.balances, context.now);
    return ok({ orders: listed, balances: placed.value.balances, replayed: false });
  });
}

/** Both legs of a new OCO under one list id, the first leg's order id. */
export async function insertList(tx: SqlDb, ledger: Ledger, legs: readonly [SpotOrder, SpotOrder]): Promise<SpotOrder[]> {
  const first = await insertOrder(tx, ledger.tables, legs[0]);
  const listed = [{ ...first, orderListId: first.orderId }];
  await saveOrder(tx, ledger.tables, listed[0]!);
  listed.push(await insertOrder(tx, ledger.tables, { ...legs[1], orderListId: first.orderId }));
  return listed;
}

/** The legs of one of the account's OCO lists. */
export async function legsOf(tx: SqlDb, ledger: Ledger, accountId: number, orderListId: number): Promise<SpotOrder[]> {
  const { orders } = ledger.tables;
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.account!, accountId), eq(orders.orderListId!, orderListId)));
  return rows.map(orderFromRow);
}

/** Which orders a cancel names: one by id or client id, or every open order (of a symbol). */
export type CancelTarget = { orderId: number } | { clientOrderId: string } | { all: true; symbol?: string };

/**
 * Cancels in one transaction: each named open order ends and its hold goes back to free; an OCO
 * leg takes its list with it. Refused (ORDER_NOT_FOUND, ORDER_NOT_OPEN) when a named order is not
 * the account's or is already done.
 */
export function cancelOrders(
  ledger: Ledger,
  accountId: number,
  target: CancelTarget,
  now: number,
): Promise<Result<{ orders: SpotOrder[]; balances: Balances }>> {
  const { orders } = ledger.tables;
  return ledger.transaction(accountId, async (tx) => {
    const before = await readBalances(tx, ledger.tables, accountId);
    let chosen: SpotOrder[];
    if ('all' in target) {
      const rows = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.account!, accountId),
            inArray(orders.status!, ['NEW', 'PARTIALLY_FILLED']),
            target.symbol ? eq(orders.symbol!, target.symbol) : undefined,
          ),
        );
      chosen = rows.map(orderFromRow);
    } else {
      const order =
        'orderId' in target
          ? await readOrder(tx, ledger.tables, target.orderId)
          : await findByClientId(tx, ledger, accountId, target.clientOrderId);
      if (!order || order.accountId !== accountId)
        return fail('ORDER_NOT_FOUND', 'orderId', { id: String('orderId' in target ? target.orderId : target.clientOrderId) });
      chosen = [order];
    }
    let balances = before;
    const done: SpotOrder[] = [];
    const lists = new Set<number>();
    for (const order of chosen) {
      if (order.orderListId !== -1) {
        if (lists.has(order.orderListId)) continue;
        lists.add(order.orderListId);
        const legs = await legsOf(tx, ledger, accountId, order.orderListId);
        const cancelled = cancelList(balances, legs, now);
        if (!cancelled.ok) return cancelled;
        balances = cancelled.value.balances;
        done.push(...cancelled.value.orders);
        continue;
      }
      const cancelled = cancelSpotOrder({ order, balances }, now);
      if (!cancelled.ok) return cancelled;
      balances = cancelled.value.balances;
      done.push(cancelled.value.order);
    }
    for (const order of done) await saveOrder(tx, ledger.tables, order);
    await writeBalances(tx, ledger.tables, accountId, before, balances, now);
    return ok({ orders: done, balances });
  });
}

/** What a matching step sees of one order: it, its OCO sibling if any, and the account's balances. */
export type OrderStepInput = { order: SpotOrder; sibling: SpotOrder | null; balances: Balances };
/** What it changed: the order, perhaps its sibling, new fills, the balances after. */
export type OrderStepOutput = { order: SpotOrder; sibling?: SpotOrder | null; fills: FillDraft[]; balances: Balances };
/** …and the fills as stored. */
export type AppliedStep = OrderStepOutput & { recorded: FillView[] };

/**
 * Runs one matching step on an order (a fill on a market trade, a stop firing, a demo fill) in one
 * transaction, on the order and balances as they are in the database now. Null when the order is
 * gone, done, or the step declines (the trade did not reach it after all, or it already filled on
 * that trade: `skip`).
 */
export function applyToOrder(
  ledger: Ledger,
  accountId: number,
  orderId: number,
  step: (input: OrderStepInput, tx: SqlDb) => Promise<OrderStepOutput | null> | OrderStepOutput | null,
  now: number,
): Promise<AppliedStep | null> {
  return ledger.transaction(accountId, async (tx) => {
    const order = await readOrder(tx, ledger.tables, orderId);
    if (!order || order.accountId !== accountId) return null;
    const balances = await readBalances(tx, ledger.tables, accountId);
    let sibling: SpotOrder | null = null;
    if (order.orderListId !== -1) {
      const legs = await legsOf(tx, ledger, accountId, order.orderListId);
      sibling = legs.find((leg) => leg.orderId !== orderId) ?? null;
    }
    const out = await step({ order, sibling, balances }, tx);
    if (!out) return null;
    await saveOrder(tx, ledger.tables, out.order);
    if (out.sibling) await saveOrder(tx, ledger.tables, out.sibling);
    const recorded = await insertFills(tx, ledger.tables, out.order, out.fills);
    await writeBalances(tx, ledger.tables, accountId, balances, out.balances, now);
    return { ...out, recorded };
  });
}

/** The account's order under a client order id, or null (the trading API's `origClientOrderId`). */
export const orderByClientId = (ledger: Ledger, accountId: number, clientOrderId: string): Promise<SpotOrder | null> =>
  findByClientId(ledger.db, ledger, accountId, clientOrderId);
