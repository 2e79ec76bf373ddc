import { and, eq } from '@payloadcms/db-sqlite/drizzle';
import { Dec, INSTRUMENTS, requiredMargin, type Deal, type MarginAccount, type PendingOrder, type Position } from '@bourse/trading';
import { num, text, type LedgerTables, type Row, type SqlDb } from '../sql';

// The margin account as rows: the account row (balance, leverage, margin call, next ticket), its
// open positions and pending orders. A step of the pure rules is written back as the difference
// between the account before and after it, inside the caller's transaction.

const stamp = (time: number) => ({ createdAt: new Date(time).toISOString(), updatedAt: new Date(time).toISOString() });
const textOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

export const positionFromRow = (row: Row): Position => ({
  ticket: num(row.ticket),
  symbol: text(row.symbol),
  side: text(row.side) as Position['side'],
  units: text(row.units),
  openPrice: text(row.openPrice),
  openTime: num(row.openTime),
  leverage: num(row.leverage),
  margin: text(row.margin),
  stopLoss: textOrNull(row.stopLoss),
  takeProfit: textOrNull(row.takeProfit),
});

export const pendingFromRow = (row: Row): PendingOrder => ({
  ticket: num(row.ticket),
  symbol: text(row.symbol),
  side: text(row.side) as PendingOrder['side'],
  type: text(row.type) as PendingOrder['type'],
  price: text(row.price),
  units: text(row.units),
  leverage: num(row.leverage),
  stopLoss: textOrNull(row.stopLoss),
  takeProfit: textOrNull(row.takeProfit),
  placedTime: num(row.placedTime),
});

/** The account as the pure rules read it, from rows read in the caller's transaction (null: no such account). */
export async function readMarginAccount(tx: SqlDb, t: LedgerTables, accountId: number): Promise<MarginAccount | null> {
  const [row] = await tx.select().from(t.marginAccounts).where(eq(t.marginAccounts.id!, accountId));
  if (!row) return null;
  const positions = await tx
    .select()
    .from(t.marginPositions)
    .where(eq(t.marginPositions.account!, accountId))
    .orderBy(t.marginPositions.ticket!);
  const orders = await tx
    .select()
    .from(t.marginOrders)
    .where(and(eq(t.marginOrders.account!, accountId), eq(t.marginOrders.status!, 'PENDING')))
    .orderBy(t.marginOrders.ticket!);
  return {
    balance: text(row.balance),
    maxLeverage: num(row.maxLeverage),
    marginCall: Boolean(row.marginCall),
    nextTicket: num(row.nextTicket),
    positions: positions.map(positionFromRow),
    orders: orders.map(pendingFromRow),
  };
}

export type TradeDealRecord = Deal & { margin: string; requestId?: string | null };

/**
 * A deal row: a trading deal with the margin it held (+) or released (-) and the request that made
 * it, or a `BALANCE` deal (a credit: no instrument, side, units or price).
 */
export type DealRecord =
  | TradeDealRecord
  | {
      ticket: number;
      entry: 'BALANCE';
      time: number;
      profit: string;
      balanceAfter: string;
      reason: 'START';
      margin: '0.00';
      requestId?: null;
    };

/**
 * Each deal with the margin it moved, followed deal by deal from the account before the step: an
 * `IN` holds its position's margin (a pending order filled and stopped out in one step held what its
 * leverage asked at that price), an `OUT` releases all of it, or on a partial close what the
 * position no longer holds.
 */
export function dealRecords(before: MarginAccount, after: MarginAccount, deals: readonly Deal[]): TradeDealRecord[] {
  const held = new Map(before.positions.map((p) => [p.ticket, new Dec(p.margin)]));
  return deals.map((deal) => {
    const kept = after.positions.find((p) => p.ticket === deal.positionTicket);
    if (deal.entry === 'IN') {
      const order = before.orders.find((o) => o.ticket === deal.positionTicket);
      const leverage = kept?.leverage ?? order?.leverage ?? 1;
      const margin = kept
        ? new Dec(kept.margin)
        : requiredMargin(INSTRUMENTS[deal.symbol]!, new Dec(deal.units), new Dec(deal.price), leverage);
      held.set(deal.positionTicket, margin);
      return { ...deal, margin: margin.toFixed(2) };
    }
    const was = held.get(deal.positionTicket) ?? new Dec(0);
    const left = kept ? new Dec(kept.margin) : new Dec(0);
    held.set(deal.positionTicket, left);
    return { ...deal, margin: left.minus(was).toFixed(2) };
  });
}

export async function insertDeals(tx: SqlDb, t: LedgerTables, accountId: number, deals: readonly DealRecord[]): Promise<void> {
  if (deals.length === 0) return;
  await tx.insert(t.marginDeals).values(
    deals.map((d) => ({
      account: accountId,
      ticket: d.ticket,
      ...(d.entry === 'BALANCE'
        ? {}
        : { positionTicket: d.positionTicket, symbol: d.symbol, side: d.side, units: d.units, price: d.price }),
      entry: d.entry,
      profit: d.profit,
      margin: d.margin,
      balanceAfter: d.balanceAfter,
      reason: d.reason,
      requestId: d.requestId ?? null,
      time: d.time,
      ...stamp(d.time),
    })),
  );
}

const same = (a: Position, b: Position) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the account row and every position that opened, changed or closed; pending orders are the caller's (their status says what became of them). */
export async function writeMarginAccount(
  tx: SqlDb,
  t: LedgerTables,
  accountId: number,
  before: MarginAccount,
  after: MarginAccount,
  time: number,
): Promise<void> {
  const { balance, marginCall, nextTicket } = after;
  await tx
    .update(t.marginAccounts)
    .set({ balance, marginCall, nextTicket, updatedAt: new Date(time).toISOString() })
    .where(eq(t.marginAccounts.id!, accountId));
  const where = (ticket: number) => and(eq(t.marginPositions.account!, accountId), eq(t.marginPositions.ticket!, ticket));
  for (const old of before.positions) {
    const now = after.positions.find((p) => p.ticket === old.ticket);
    if (!now) await tx.delete(t.marginPositions).where(where(old.ticket));
    else if (!same(old, now))
      await tx
        .update(t.marginPositions)
        .set({ ...now, updatedAt: new Date(time).toISOString() })
        .where(where(old.ticket));
  }
  const opened = after.positions.filter((p) => !before.positions.some((o) => o.ticket === p.ticket));
  if (opened.length) await tx.insert(t.marginPositions).values(opened.map((p) => ({ ...p, account: accountId, ...stamp(time) })));
}

/** Marks pending orders that left the account (filled, refused) with what became of them. */
export async function settlePending(
  tx: SqlDb,
  t: LedgerTables,
  accountId: number,
  tickets: readonly number[],
  status: 'FILLED' | 'CANCELLED' | 'REJECTED',
  time: number,
): Promise<void> {
  for (const ticket of tickets)
    await tx
      .update(t.marginOrders)
      .set({ status, doneTime: time, updatedAt: new Date(time).toISOString() })
      .where(and(eq(t.marginOrders.account!, accountId), eq(t.marginOrders.ticket!, ticket), eq(t.marginOrders.status!, 'PENDING')));
}
