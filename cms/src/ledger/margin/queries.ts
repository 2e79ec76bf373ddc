import { and, desc, eq, gte, inArray, lte } from '@payloadcms/db-sqlite/drizzle';
import { Dec, type MarginAccount } from '@bourse/trading';
import type { Ledger } from '../connection';
import { num, text, type Row } from '../sql';
import { pendingFromRow, readMarginAccount } from './rows';

/** The margin account's positions and pending orders as the rules read them, outside any transaction. */
export const marginStateOf = (ledger: Ledger, accountId: number): Promise<MarginAccount | null> =>
  readMarginAccount(ledger.db, ledger.tables, accountId);

/** Accounts a quote of `symbol` can change: those with a position or a pending order on it. */
export async function marginAccountsOn(ledger: Ledger, symbol: string): Promise<number[]> {
  const { marginPositions: p, marginOrders: o } = ledger.tables;
  const held = await ledger.db.select({ account: p.account! }).from(p).where(eq(p.symbol!, symbol));
  const waiting = await ledger.db
    .select({ account: o.account! })
    .from(o)
    .where(and(eq(o.symbol!, symbol), eq(o.status!, 'PENDING')));
  return [...new Set([...held, ...waiting].map((r) => num(r.account)))].sort((a, b) => a - b);
}

/** Every symbol some account holds or waits on (the quote feed's work list). */
export async function marginSymbolsInUse(ledger: Ledger): Promise<Set<string>> {
  const { marginPositions: p, marginOrders: o } = ledger.tables;
  const held = await ledger.db.select({ symbol: p.symbol! }).from(p);
  const waiting = await ledger.db.select({ symbol: o.symbol! }).from(o).where(eq(o.status!, 'PENDING'));
  return new Set([...held, ...waiting].map((r) => text(r.symbol)));
}

/**
 * A deal of the account history (money in and out: `BALANCE` credits, `IN` and `OUT` deals with
 * their result and the margin they moved).
 *
 * @example
 * const deal: MarginDealView = { ticket: 3, positionTicket: 2, symbol: 'EURUSD', side: 'SELL', entry: 'OUT', units: '100000', price: '1.20174',
 *   profit: '119.00', margin: '-240.11', balanceAfter: '10119.00', reason: 'TAKE_PROFIT', time: 1795000000000 };
 */
export type MarginDealView = {
  ticket: number;
  positionTicket: number | null;
  symbol: string | null;
  side: 'BUY' | 'SELL' | null;
  entry: 'IN' | 'OUT' | 'BALANCE';
  units: string | null;
  price: string | null;
  profit: string;
  margin: string;
  balanceAfter: string;
  reason: string;
  time: number;
};

const orNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

const dealView = (row: Row): MarginDealView => ({
  ticket: num(row.ticket),
  positionTicket: row.positionTicket === null || row.positionTicket === undefined ? null : num(row.positionTicket),
  symbol: orNull(row.symbol),
  side: orNull(row.side) as MarginDealView['side'],
  entry: text(row.entry) as MarginDealView['entry'],
  units: orNull(row.units),
  price: orNull(row.price),
  profit: text(row.profit),
  margin: text(row.margin),
  balanceAfter: text(row.balanceAfter),
  reason: text(row.reason),
  time: num(row.time),
});

/** The account's deals, newest first, within a time range (at most `limit`). */
export async function marginDealsOf(
  ledger: Ledger,
  accountId: number,
  range: { from?: number; to?: number; limit?: number } = {},
): Promise<MarginDealView[]> {
  const { marginDeals: d } = ledger.tables;
  const rows = await ledger.db
    .select()
    .from(d)
    .where(
      and(
        eq(d.account!, accountId),
        range.from === undefined ? undefined : gte(d.time!, range.from),
        range.to === undefined ? undefined : lte(d.time!, range.to),
      ),
    )
    .orderBy(desc(d.ticket!))
    .limit(range.limit ?? 500);
  return rows.map(dealView);
}

/**
 * An order of the account history: what was asked and what became of it.
 *
 * @example
 * const order: MarginOrderView = { ticket: 4, symbol: 'XAUUSD', side: 'SELL', type: 'LIMIT', price: '1310.00', units: '100', leverage: 100,
 *   stopLoss: null, takeProfit: '1300.00', status: 'PENDING', placedTime: 1795000000000, doneTime: null };
 */
export type MarginOrderView = {
  ticket: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  type: 'MARKET' | 'LIMIT' | 'STOP';
  price: string | null;
  units: string;
  leverage: number;
  stopLoss: string | null;
  takeProfit: string | null;
  status: 'PENDING' | 'FILLED' | 'CANCELLED' | 'REJECTED';
  placedTime: number;
  doneTime: number | null;
};

/** The account's orders, newest first: all of them, or only those with the given statuses. */
export async function marginOrdersOf(
  ledger: Ledger,
  accountId: number,
  statuses?: readonly MarginOrderView['status'][],
  limit = 500,
): Promise<MarginOrderView[]> {
  const { marginOrders: o } = ledger.tables;
  const rows = await ledger.db
    .select()
    .from(o)
    .where(and(eq(o.account!, accountId), statuses ? inArray(o.status!, [...statuses]) : undefined))
    .orderBy(desc(o.ticket!))
    .limit(limit);
  // An order row reads as a pending order does, plus what became of it.
  return rows.map((row) => ({
    ...pendingFromRow(row),
    type: text(row.type) as MarginOrderView['type'],
    price: orNull(row.price),
    status: text(row.status) as MarginOrderView['status'],
    doneTime: row.doneTime === null || row.doneTime === undefined ? null : num(row.doneTime),
  }));
}

/** A margin account whose rows disagree with its deals. */
export type MarginProblem = { accountId: number; problem: string };

/**
 * The check that every balance and margin is explained by its deals: the balance is the sum of the
 * deals' profits (credits included), each deal's balance-after follows from the one before, and the
 * margin the open positions hold is the sum of what the deals held and released.
 */
export async function checkMarginLedger(ledger: Ledger): Promise<MarginProblem[]> {
  const { marginAccounts: a, marginDeals: d, marginPositions: p } = ledger.tables;
  const problems: MarginProblem[] = [];
  for (const account of await ledger.db.select().from(a).orderBy(a.id!)) {
    const id = num(account.id);
    const deals = (await ledger.db.select().from(d).where(eq(d.account!, id)).orderBy(d.ticket!)).map(dealView);
    let balance = new Dec(0);
    for (const deal of deals) {
      balance = balance.plus(deal.profit);
      if (!balance.eq(deal.balanceAfter))
        problems.push({ accountId: id, problem: `deal ${deal.ticket} says ${deal.balanceAfter}, its deals sum to ${balance.toFixed(2)}` });
    }
    if (!balance.eq(text(account.balance)))
      problems.push({ accountId: id, problem: `balance ${text(account.balance)}, its deals sum to ${balance.toFixed(2)}` });
    const held = deals.reduce((sum, deal) => sum.plus(deal.margin), new Dec(0));
    const positions = await ledger.db.select().from(p).where(eq(p.account!, id));
    const margin = positions.reduce((sum, row) => sum.plus(text(row.margin)), new Dec(0));
    if (!held.eq(margin))
      problems.push({ accountId: id, problem: `positions hold ${margin.toFixed(2)} of margin, its deals ${held.toFixed(2)}` });
  }
  return problems;
}
