import type { Column, SQL } from '@payloadcms/db-sqlite/drizzle';

/**
 * The part of drizzle's query builder the ledger uses: the same calls on SQLite and PostgreSQL,
 * typed here once (drizzle's own types differ per dialect, and the ledger is written once for both).
 */
export type Row = Record<string, unknown>;
export type Table = Record<string, Column> & { _: unknown };
export type Condition = SQL | undefined;

export interface SelectQuery extends PromiseLike<Row[]> {
  where(condition: Condition): SelectQuery;
  orderBy(...columns: (Column | SQL)[]): SelectQuery;
  limit(count: number): SelectQuery;
  offset(count: number): SelectQuery;
  for(strength: 'update'): SelectQuery;
}

export interface InsertQuery extends PromiseLike<unknown> {
  returning(fields?: Record<string, Column>): PromiseLike<Row[]>;
  onConflictDoNothing(): InsertQuery;
}

export interface SqlDb {
  select(fields?: Record<string, Column | SQL>): { from(table: Table): SelectQuery };
  insert(table: Table): { values(values: Row | Row[]): InsertQuery };
  update(table: Table): { set(values: Row): { where(condition: Condition): PromiseLike<unknown> } };
  delete(table: Table): { where(condition: Condition): PromiseLike<unknown> };
}

/** The ledger's tables, by the names the ledger uses (Payload names them after the collections). */
export type LedgerTables = {
  accounts: Table;
  balances: Table;
  orders: Table;
  fills: Table;
  movements: Table;
  transfers: Table;
  addresses: Table;
  alerts: Table;
  cursors: Table;
  apiKeys: Table;
  traders: Table;
  marginAccounts: Table;
  marginPositions: Table;
  marginOrders: Table;
  marginDeals: Table;
};

export const TABLE_NAMES: Record<keyof LedgerTables, string> = {
  accounts: 'trading_accounts',
  balances: 'trading_balances',
  orders: 'trading_orders',
  fills: 'trading_fills',
  movements: 'trading_movements',
  transfers: 'trading_transfers',
  addresses: 'trading_addresses',
  alerts: 'trading_alerts',
  cursors: 'trading_cursors',
  apiKeys: 'trading_api_keys',
  traders: 'traders',
  marginAccounts: 'trading_margin_accounts',
  marginPositions: 'trading_margin_positions',
  marginOrders: 'trading_margin_orders',
  marginDeals: 'trading_margin_deals',
};

/** A numeric column read back: SQLite answers a number, PostgreSQL's numeric a string. */
export const num = (value: unknown): number => (value === null || value === undefined ? Number.NaN : Number(value));
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
