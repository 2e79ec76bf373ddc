import { and, desc, eq, gte, inArray, lte, ne } from '@payloadcms/db-sqlite/drizzle';
import type { Balances, SpotOrder } from '@bourse/trading';
import type { Ledger } from './connection';
import { readBalances } from './records';
import { orderFromRow } from './rows';
import { transferFromRow, type Transfer } from './transfers';
import { num, text, type Row } from './sql';

// What the account API reads: the account's balances and orders, its fills, transfers and the
// movements a trader is told about. Newest first, within a time range.

/** A time range in milliseconds (the order pages' 7 days, 30 days or everything). */
export type Range = { from?: number; to?: number; limit?: number };

const OPEN = ['NEW', 'PARTIALLY_FILLED'];
const LIMIT = 1000;

export async function balancesOf(ledger: Ledger, accountId: number): Promise<Balances> {
  return readBalances(ledger.db, ledger.tables, accountId);
}

export async function ordersOf(ledger: Ledger, accountId: number, which: 'open' | 'history', range: Range = {}): Promise<SpotOrder[]> {
  const { orders } = ledger.tables;
  const rows = await ledger.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.account!, accountId),
        which === 'open' ? inArray(orders.status!, OPEN) : inArray(orders.status!, ['FILLED', 'CANCELED', 'REJECTED', 'EXPIRED']),
        range.from !== undefined ? gte(orders.time!, range.from) : undefined,
        range.to !== undefined ? lte(orders.time!, range.to) : undefined,
      ),
    )
    .orderBy(desc(orders.time!), desc(orders.id!))
    .limit(Math.min(range.limit ?? LIMIT, LIMIT));
  return rows.map(orderFromRow);
}

/**
 * One fill as the trade history shows it.
 *
 * @example
 * const fill: FillView = { id: 9, orderId: 7, symbol: 'BTCUSDT', side: 'BUY', price: '60000.00000000', qty: '0.01000000', quoteQty: '600.00000000',
 *   commission: '0.00001000', commissionAsset: 'BTC', isMaker: true, marketTradeId: 3750001234, time: 1723161254000 };
 */
export type FillView = {
  id: number;
  orderId: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  price: string;
  qty: string;
  quoteQty: string;
  commission: string;
  commissionAsset: string;
  isMaker: boolean;
  marketTradeId: number | null;
  time: number;
};

export function fillFromRow(row: Row): FillView {
  return {
    id: num(row.id),
    orderId: num(row.order),
    symbol: text(row.symbol),
    side: text(row.side) as FillView['side'],
    price: text(row.price),
    qty: text(row.qty),
    quoteQty: text(row.quoteQty),
    commission: text(row.commission),
    commissionAsset: text(row.commissionAsset),
    isMaker: Boolean(row.isMaker),
    marketTradeId: row.marketTradeId === null || row.marketTradeId === undefined ? null : num(row.marketTradeId),
    time: num(row.time),
  };
}

export async function fillsOf(ledger: Ledger, accountId: number, range: Range = {}): Promise<FillView[]> {
  const { fills } = ledger.tables;
  const rows = await ledger.db
    .select()
    .from(fills)
    .where(
      and(
        eq(fills.account!, accountId),
        range.from !== undefined ? gte(fills.time!, range.from) : undefined,
        range.to !== undefined ? lte(fills.time!, range.to) : undefined,
      ),
    )
    .orderBy(desc(fills.time!), desc(fills.id!))
    .limit(Math.min(range.limit ?? LIMIT, LIMIT));
  return rows.map(fillFromRow);
}

export async function transfersOf(ledger: Ledger, accountId: number, direction?: Transfer['direction']): Promise<Transfer[]> {
  const { transfers } = ledger.tables;
  const rows = await ledger.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.account!, accountId), direction ? eq(transfers.direction!, direction) : undefined))
    .orderBy(desc(transfers.time!), desc(transfers.id!))
    .limit(LIMIT);
  return rows.map(transferFromRow);
}

/**
 * @example { id: 4, asset: 'USDT', amount: '500.00000000', kind: 'credit', reason: 'Contest prize', time: 1 }
 */
export type NoticeMovement = { id: number; asset: string; amount: string; kind: 'credit' | 'reset'; reason: string; time: number };

/** The staff credits and resets of an account, with their reasons (trades and transfers have their own lists). */
export async function noticesOf(ledger: Ledger, accountId: number): Promise<NoticeMovement[]> {
  const { movements } = ledger.tables;
  const rows = await ledger.db
    .select()
    .from(movements)
    .where(and(eq(movements.account!, accountId), inArray(movements.kind!, ['credit', 'reset']), ne(movements.amount!, '0.00000000')))
    .orderBy(desc(movements.time!), desc(movements.id!))
    .limit(200);
  return rows.map((row) => ({
    id: num(row.id),
    asset: text(row.asset),
    amount: text(row.amount),
    kind: text(row.kind) as NoticeMovement['kind'],
    reason: text(row.reason),
    time: num(row.time),
  }));
}

/** Every order still waiting on the market, of every account: what the engine indexes on start. */
export async function workingOrders(ledger: Ledger): Promise<SpotOrder[]> {
  const { orders } = ledger.tables;
  const rows = await ledger.db.select().from(orders).where(inArray(orders.status!, OPEN));
  return rows.map(orderFromRow);
}

export async function orderById(ledger: Ledger, orderId: number): Promise<SpotOrder | null> {
  const { orders } = ledger.tables;
  const [row] = await ledger.db.select().from(orders).where(eq(orders.id!, orderId));
  return row ? orderFromRow(row) : null;
}
