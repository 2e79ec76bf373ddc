import { and, eq } from '@payloadcms/db-sqlite/drizzle';
import type { Balances, FillDraft, MovementDraft, SpotOrder } from '@bourse/trading';
import type { FillView } from './queries';
import { balancesFromRows, orderFromRow, orderToRow } from './rows';
import { num, type LedgerTables, type Row, type SqlDb } from './sql';

// The writes every ledger operation is made of, inside the caller's transaction. Balances are
// written as they are after the operation: the pure rules computed them from rows read in the
// same transaction, so nothing else changed them meanwhile.

const stamp = (time: number) => ({ createdAt: new Date(time).toISOString(), updatedAt: new Date(time).toISOString() });

export async function readBalances(tx: SqlDb, t: LedgerTables, accountId: number): Promise<Balances> {
  return balancesFromRows(await tx.select().from(t.balances).where(eq(t.balances.account!, accountId)));
}

/** Writes the assets whose free or locked part changed, adding rows for new assets. */
export async function writeBalances(
  tx: SqlDb,
  t: LedgerTables,
  accountId: number,
  before: Balances,
  after: Balances,
  time: number,
): Promise<void> {
  for (const [asset, balance] of Object.entries(after)) {
    const old = before[asset];
    if (old && old.free === balance.free && old.locked === balance.locked) continue;
    if (old) {
      await tx
        .update(t.balances)
        .set({ free: balance.free, locked: balance.locked, updatedAt: new Date(time).toISOString() })
        .where(and(eq(t.balances.account!, accountId), eq(t.balances.asset!, asset)));
    } else {
      await tx.insert(t.balances).values({ account: accountId, asset, free: balance.free, locked: balance.locked, ...stamp(time) });
    }
  }
}

export async function readOrder(tx: SqlDb, t: LedgerTables, orderId: number): Promise<SpotOrder | null> {
  const [row] = await tx.select().from(t.orders).where(eq(t.orders.id!, orderId));
  return row ? orderFromRow(row) : null;
}

/** Stores a new order; the answer carries the id the database gave it. */
export async function insertOrder(tx: SqlDb, t: LedgerTables, order: SpotOrder): Promise<SpotOrder> {
  const [row] = await tx
    .insert(t.orders)
    .values({ ...orderToRow(order), account: order.accountId, ...stamp(order.time) })
    .returning({ id: t.orders.id! });
  return { ...order, orderId: num(row!.id) };
}

export async function saveOrder(tx: SqlDb, t: LedgerTables, order: SpotOrder): Promise<void> {
  await tx.update(t.orders).set(orderToRow(order)).where(eq(t.orders.id!, order.orderId));
}

/** A balance change's explanation: the movement rows, pointing at what caused them. */
export async function insertMovements(
  tx: SqlDb,
  t: LedgerTables,
  accountId: number,
  movements: readonly MovementDraft[],
  cause: { fill?: number; transfer?: number; reason?: string },
  time: number,
): Promise<void> {
  if (movements.length === 0) return;
  const rows: Row[] = movements.map((m) => ({
    account: accountId,
    asset: m.asset,
    amount: m.amount,
    kind: m.kind,
    ...cause,
    time,
    ...stamp(time),
  }));
  await tx.insert(t.movements).values(rows);
}

/** Stores an order's new fills and their movements; answers them as the trade history shows them. */
export async function insertFills(tx: SqlDb, t: LedgerTables, order: SpotOrder, fills: readonly FillDraft[]): Promise<FillView[]> {
  const stored: FillView[] = [];
  for (const fill of fills) {
    const { movements, ...fields } = fill;
    const [row] = await tx
      .insert(t.fills)
      .values({ ...fields, order: order.orderId, account: order.accountId, symbol: order.symbol, side: order.side, ...stamp(fill.time) })
      .returning({ id: t.fills.id! });
    await insertMovements(tx, t, order.accountId, movements, { fill: num(row!.id) }, fill.time);
    const { movements: _moved, ...view } = fill;
    stored.push({ ...view, id: num(row!.id), orderId: order.orderId, symbol: order.symbol, side: order.side });
  }
  return stored;
}

/** Whether this order already filled on this market trade (a replayed trade after a restart). */
export async function filledOnTrade(tx: SqlDb, t: LedgerTables, orderId: number, marketTradeId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: t.fills.id! })
    .from(t.fills)
    .where(and(eq(t.fills.order!, orderId), eq(t.fills.marketTradeId!, marketTradeId)))
    .limit(1);
  return rows.length > 0;
}

export { orderFromRow };
