import { and, asc, desc, eq, inArray } from '@payloadcms/db-sqlite/drizzle';
import {
  ALERT_CONDITIONS,
  MAX_ACTIVE_ALERTS,
  addWhitelistAddress,
  fail,
  ok,
  readAmountText,
  type AlertCondition,
  type PriceAlert,
  type Result,
  type WhitelistEntry,
} from '@bourse/trading';
import type { Ledger } from './connection';
import { num, numOrNull, text, type Row } from './sql';

// The trader's lists the engine keeps beside the accounts: the withdrawal whitelist, price alerts,
// and per symbol the last market trade matched.

export async function listAddresses(ledger: Ledger, traderId: number): Promise<(WhitelistEntry & { id: number })[]> {
  const { addresses } = ledger.tables;
  const rows = await ledger.db.select().from(addresses).where(eq(addresses.trader!, traderId)).orderBy(asc(addresses.time!));
  return rows.map((row) => ({
    id: num(row.id),
    address: text(row.address),
    network: text(row.network),
    createdAt: num(row.time),
    ...(row.label ? { label: text(row.label) } : {}),
  }));
}

/** Adds an address checked against its network's format; adding it again keeps the first date. */
export async function addAddress(
  ledger: Ledger,
  traderId: number,
  entry: { address: unknown; network: unknown; label?: unknown },
  now: number,
): Promise<Result<null>> {
  const address = typeof entry.address === 'string' ? entry.address.trim() : '';
  const network = typeof entry.network === 'string' ? entry.network : '';
  const label = typeof entry.label === 'string' && entry.label.trim() ? entry.label.trim().slice(0, 60) : undefined;
  const checked = addWhitelistAddress({ balances: {}, orders: [], transactions: [], whitelist: [] }, { address, network, label }, now);
  if (!checked.ok) return checked;
  const stamp = new Date(now).toISOString();
  await ledger.transaction(null, async (tx) => {
    await tx
      .insert(ledger.tables.addresses)
      .values({ trader: traderId, address, network, label: label ?? null, time: now, createdAt: stamp, updatedAt: stamp })
      .onConflictDoNothing();
  });
  return ok(null);
}

/** @example { id: 3, symbol: 'BTCUSDT', condition: 'above', price: '61000', status: 'active', triggerPrice: null, triggeredAt: null, time: 1 } */
export type AlertView = PriceAlert & {
  status: 'active' | 'triggered' | 'cancelled';
  triggerPrice: string | null;
  triggeredAt: number | null;
  time: number;
};

export function alertFromRow(row: Row): AlertView {
  return {
    id: num(row.id),
    symbol: text(row.symbol),
    condition: text(row.condition) as AlertCondition,
    price: text(row.price),
    priceWhenSet: row.priceWhenSet ? text(row.priceWhenSet) : null,
    afterTradeId: num(row.afterTradeId ?? -1),
    status: text(row.status) as AlertView['status'],
    triggerPrice: row.triggerPrice ? text(row.triggerPrice) : null,
    triggeredAt: numOrNull(row.triggeredAt),
    time: num(row.time),
  };
}

export async function listAlerts(ledger: Ledger, traderId: number): Promise<AlertView[]> {
  const { alerts } = ledger.tables;
  const rows = await ledger.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.trader!, traderId), inArray(alerts.status!, ['active', 'triggered'])))
    .orderBy(desc(alerts.time!));
  return rows.map(alertFromRow);
}

/** Every active alert of every trader, for the engine to watch. */
export async function activeAlerts(ledger: Ledger): Promise<(AlertView & { traderId: number })[]> {
  const { alerts } = ledger.tables;
  const rows = await ledger.db.select().from(alerts).where(eq(alerts.status!, 'active'));
  return rows.map((row) => ({ ...alertFromRow(row), traderId: num(row.trader) }));
}

/** A new alert, on a symbol the market serves, at a price read strictly; at most 50 active per trader. */
export async function addAlert(
  ledger: Ledger,
  traderId: number,
  input: { symbol: string; condition: unknown; price: unknown },
  market: { lastPrice: string | null; lastTradeId: number },
  now: number,
): Promise<Result<AlertView>> {
  if (!ALERT_CONDITIONS.includes(input.condition as AlertCondition)) return fail('PARAMETER_REQUIRED', 'condition', { param: 'condition' });
  const price = readAmountText(input.price, { field: 'price', decimals: 8, max: '1000000000' });
  if (!price.ok) return price;
  const { alerts } = ledger.tables;
  return ledger.transaction(null, async (tx) => {
    const active = await tx
      .select({ id: alerts.id! })
      .from(alerts)
      .where(and(eq(alerts.trader!, traderId), eq(alerts.status!, 'active')));
    if (active.length >= MAX_ACTIVE_ALERTS) return fail('ALERT_LIMIT', 'price', { max: String(MAX_ACTIVE_ALERTS) });
    const stamp = new Date(now).toISOString();
    const values = {
      trader: traderId,
      symbol: input.symbol,
      condition: input.condition as AlertCondition,
      price: price.value.toFixed(),
      priceWhenSet: market.lastPrice,
      status: 'active',
      afterTradeId: market.lastTradeId,
      time: now,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const [row] = await tx.insert(alerts).values(values).returning();
    return ok(alertFromRow(row!));
  });
}

/** Removes an alert (active or fired) from the trader's list; another trader's alert reads as missing. */
export async function cancelAlert(ledger: Ledger, traderId: number, alertId: number): Promise<boolean> {
  const { alerts } = ledger.tables;
  return ledger.transaction(null, async (tx) => {
    const [row] = await tx
      .select()
      .from(alerts)
      .where(and(eq(alerts.id!, alertId), eq(alerts.trader!, traderId)));
    if (!row || text(row.status) === 'cancelled') return false;
    await tx.update(alerts).set({ status: 'cancelled', updatedAt: new Date().toISOString() }).where(eq(alerts.id!, alertId));
    return true;
  });
}

/** Marks an alert fired, once: a second call (another engine, a replayed trade) changes nothing and answers false. */
export async function fireAlert(ledger: Ledger, alertId: number, price: string, now: number): Promise<boolean> {
  const { alerts } = ledger.tables;
  return ledger.transaction(null, async (tx) => {
    const [row] = await tx.select().from(alerts).where(eq(alerts.id!, alertId));
    if (!row || text(row.status) !== 'active') return false;
    await tx
      .update(alerts)
      .set({ status: 'triggered', triggerPrice: price, triggeredAt: now, updatedAt: new Date(now).toISOString() })
      .where(eq(alerts.id!, alertId));
    return true;
  });
}

/** The last market trade the engine matched on a symbol, or null before the first. */
export async function readCursor(ledger: Ledger, symbol: string): Promise<number | null> {
  const { cursors } = ledger.tables;
  const [row] = await ledger.db.select().from(cursors).where(eq(cursors.symbol!, symbol));
  return row ? num(row.lastTradeId) : null;
}

export async function writeCursor(ledger: Ledger, symbol: string, lastTradeId: number, now: number): Promise<void> {
  const { cursors } = ledger.tables;
  const stamp = new Date(now).toISOString();
  await ledger.transaction(null, async (tx) => {
    const [row] = await tx.select({ id: cursors.id! }).from(cursors).where(eq(cursors.symbol!, symbol));
    if (row) await tx.update(cursors).set({ lastTradeId, updateTime: now, updatedAt: stamp }).where(eq(cursors.symbol!, symbol));
    else await tx.insert(cursors).values({ symbol, lastTradeId, updateTime: now, createdAt: stamp, updatedAt: stamp });
  });
}
