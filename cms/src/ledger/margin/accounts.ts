import { eq } from '@payloadcms/db-sqlite/drizzle';
import { generateAccountNumber, type Random } from '@bourse/trading';
import type { Ledger } from '../connection';
import { num, text, type Row } from '../sql';
import { insertDeals } from './rows';

/** What a new margin account is credited with (simulated USD), and the leverage it allows at most. */
export const MARGIN_START_BALANCE = '10000.00';
export const MARGIN_MAX_LEVERAGE = 500;
/** The reason the starting credit's deal gives. */
export const MARGIN_START_REASON = 'START' as const;

/**
 * A trader's margin account as the account API answers it (its positions and figures come apart).
 *
 * @example
 * const account: MarginAccountRecord = { id: 2, traderId: 4, accountNumber: '145047', currency: 'USD', balance: '10000.00', maxLeverage: 500, marginCall: false };
 */
export type MarginAccountRecord = {
  id: number;
  traderId: number;
  accountNumber: string;
  currency: 'USD';
  balance: string;
  maxLeverage: number;
  marginCall: boolean;
};

const recordOf = (row: Row): MarginAccountRecord => ({
  id: num(row.id),
  traderId: num(row.trader),
  accountNumber: text(row.accountNumber),
  currency: 'USD',
  balance: text(row.balance),
  maxLeverage: num(row.maxLeverage),
  marginCall: Boolean(row.marginCall),
});

const secureRandom: Random = () => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! / 2 ** 32;
};

async function find(ledger: Ledger, traderId: number): Promise<MarginAccountRecord | null> {
  const { marginAccounts } = ledger.tables;
  const [row] = await ledger.db.select().from(marginAccounts).where(eq(marginAccounts.trader!, traderId));
  return row ? recordOf(row) : null;
}

/**
 * The trader's margin account, opened on first use with the starting credit and its `BALANCE`
 * deal in one transaction (two requests at once open it once: a unique index on the trader).
 */
export async function marginAccountOf(
  ledger: Ledger,
  traderId: number,
  now = Date.now(),
  random = secureRandom,
): Promise<MarginAccountRecord> {
  const existing = await find(ledger, traderId);
  if (existing) return existing;
  const { marginAccounts } = ledger.tables;
  await ledger.transaction(null, async (tx) => {
    const stamp = new Date(now).toISOString();
    const [row] = await tx
      .insert(marginAccounts)
      .values({
        trader: traderId,
        accountNumber: generateAccountNumber(random),
        currency: 'USD',
        balance: MARGIN_START_BALANCE,
        maxLeverage: MARGIN_MAX_LEVERAGE,
        marginCall: false,
        nextTicket: 2,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .onConflictDoNothing()
      .returning({ id: marginAccounts.id! });
    if (!row) return;
    await insertDeals(tx, ledger.tables, num(row.id), [
      {
        ticket: 1,
        entry: 'BALANCE',
        time: now,
        profit: MARGIN_START_BALANCE,
        balanceAfter: MARGIN_START_BALANCE,
        margin: '0.00',
        reason: MARGIN_START_REASON,
      },
    ]);
  });
  return (await find(ledger, traderId))!;
}

/** A margin account by id (the engine's quote step names accounts, not traders). */
export async function marginAccountById(ledger: Ledger, accountId: number): Promise<MarginAccountRecord | null> {
  const { marginAccounts } = ledger.tables;
  const [row] = await ledger.db.select().from(marginAccounts).where(eq(marginAccounts.id!, accountId));
  return row ? recordOf(row) : null;
}
