import { createClient, type Client } from '@libsql/client';
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import { eq } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';
import { classifyDatabaseUri } from '../db/resolve-uri';
import { KeyedQueue } from './keyed-queue';
import { TABLE_NAMES, type LedgerTables, type SqlDb, type Table } from './sql';

/**
 * The trading ledger's database: Payload's tables (so staff read them in the admin), written by
 * the engine with drizzle in transactions of its own.
 *
 * Every change is one transaction, and two transactions on one account never overlap: in this
 * process a queue per account runs them one after another (one queue for all on SQLite, which has
 * a single writer and waits for it synchronously), and across processes the database does (SQLite's
 * write lock, taken at BEGIN IMMEDIATE; PostgreSQL's row lock on the account, SELECT … FOR UPDATE).
 * On SQLite the ledger has its own connection: Payload's shares its connection with every request,
 * whose statements would otherwise slip into an open transaction.
 *
 * @example
 * const ledger = await openLedger(payload);
 * await ledger.transaction(accountId, async (tx) => { … reads and writes … });
 */
export type Ledger = {
  dialect: 'sqlite' | 'postgres';
  tables: LedgerTables;
  /** Reads outside any transaction. */
  db: SqlDb;
  /** `book`: which kind of account `accountId` names (a spot account by default, or a margin account). */
  transaction<T>(accountId: number | null, work: (tx: SqlDb) => Promise<T>, book?: LedgerBook): Promise<T>;
  close(): Promise<void>;
};

/** The two kinds of account, each its own table and its own sequence of transactions. */
export type LedgerBook = 'spot' | 'margin';

/** The ledger needs SQL: on MongoDB the product runs without paper trading, and says so. */
export class LedgerUnavailableError extends Error {
  override name = 'LedgerUnavailableError';
}

type PayloadSql = { drizzle: SqlDb & { transaction<T>(work: (tx: SqlDb) => Promise<T>): Promise<T> }; tables: Record<string, Table> };

function tablesOf(payload: Payload): LedgerTables {
  const { tables } = payload.db as unknown as PayloadSql;
  const out = {} as LedgerTables;
  for (const [key, name] of Object.entries(TABLE_NAMES) as [keyof LedgerTables, string][]) {
    const table = tables[name];
    if (!table) throw new LedgerUnavailableError(`the database has no table ${name}: run \`bourse migrate\``);
    out[key] = table;
  }
  return out;
}

/** Opens the ledger on the Payload instance's database (SQLite or PostgreSQL). */
export async function openLedger(payload: Payload): Promise<Ledger> {
  const { kind, uri } = classifyDatabaseUri(process.env.DATABASE_URI);
  if (kind === 'mongodb') throw new LedgerUnavailableError('paper trading needs SQLite or PostgreSQL; DATABASE_URI names MongoDB');
  const tables = tablesOf(payload);
  const queue = new KeyedQueue();
  if (kind === 'postgres') {
    const { drizzle: pg } = payload.db as unknown as PayloadSql;
    return {
      dialect: 'postgres',
      tables,
      db: pg,
      transaction: (accountId, work, book = 'spot') =>
        queue.run(accountId === null ? 'ledger' : `${book}:${accountId}`, () =>
          pg.transaction(async (tx) => {
            const table = book === 'margin' ? tables.marginAccounts : tables.accounts;
            if (accountId !== null) await tx.select({ id: table.id! }).from(table).where(eq(table.id!, accountId)).for('update');
            return work(tx);
          }),
        ),
      close: async () => {},
    };
  }
  const client: Client = createClient({ url: uri });
  await client.execute('PRAGMA busy_timeout = 5000');
  // As Payload's own connection (db/adapter.ts): the write-ahead log synced at checkpoints, not at
  // every commit. SQLite's default (FULL) synced the log at each COMMIT, and this client waits for
  // that on the event loop: about 11 ms a transaction, during which no request of the engine moved.
  await client.execute('PRAGMA synchronous = NORMAL');
  const db = drizzle(client) as unknown as SqlDb;
  return {
    dialect: 'sqlite',
    tables,
    db,
    transaction: (_accountId, work) =>
      queue.run('ledger', async () => {
        await client.execute('BEGIN IMMEDIATE');
        try {
          const result = await work(db);
          await client.execute('COMMIT');
          return result;
        } catch (error) {
          await client.execute('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    close: async () => client.close(),
  };
}
