import { and, eq, gt, inArray } from '@payloadcms/db-sqlite/drizzle';
import {
  Dec,
  LEVEL_LIMIT_WINDOW_MS,
  USD_STABLE_COINS,
  levelAllowance,
  levelOf,
  type LevelAllowance,
  type VerificationLevel,
} from '@bourse/trading';
import type { Ledger } from './connection';
import { text, type SqlDb } from './sql';

/**
 * The verified level's daily limit on withdrawals, read inside the withdrawal's transaction: the
 * trader's level (`traders.verificationLevel`, set only by the server's verification) and what the
 * trader's accounts sent out in the last 24 hours, in US dollars as valued when each left.
 *
 * With `lock`, on PostgreSQL the trader's row is locked for the transaction: the per-account lock alone would
 * let two accounts of one trader pass the limit together. SQLite runs one ledger transaction at a time.
 */
export async function traderLevel(tx: SqlDb, ledger: Ledger, traderId: number, lock: boolean): Promise<VerificationLevel> {
  const { traders } = ledger.tables;
  const query = tx.select({ level: traders.verificationLevel! }).from(traders).where(eq(traders.id!, traderId));
  const [row] = await (lock && ledger.dialect === 'postgres' ? query.for('update') : query);
  return levelOf(row?.level);
}

/**
 * US dollars withdrawn by the trader's accounts since `now` minus 24 hours (accepted withdrawals
 * only). A withdrawal recorded before values were kept counts a stablecoin at par and another coin
 * at `prices[coin]`, when known.
 */
export async function withdrawnUsdSince(
  tx: SqlDb,
  ledger: Ledger,
  traderId: number,
  now: number,
  prices: Record<string, string> = {},
): Promise<Dec> {
  const { accounts, transfers } = ledger.tables;
  const ids = (await tx.select({ id: accounts.id! }).from(accounts).where(eq(accounts.trader!, traderId))).map((row) => Number(row.id));
  if (ids.length === 0) return new Dec(0);
  const rows = await tx
    .select({ coin: transfers.coin!, amount: transfers.amount!, usdValue: transfers.usdValue! })
    .from(transfers)
    .where(
      and(
        inArray(transfers.account!, ids),
        eq(transfers.direction!, 'withdrawal'),
        inArray(transfers.status!, ['processing', 'completed']),
        gt(transfers.time!, now - LEVEL_LIMIT_WINDOW_MS),
      ),
    );
  return rows.reduce((sum, row) => {
    if (row.usdValue) return sum.plus(text(row.usdValue));
    const price = USD_STABLE_COINS.includes(text(row.coin)) ? '1' : prices[text(row.coin)];
    return price ? sum.plus(new Dec(text(row.amount)).times(price)) : sum;
  }, new Dec(0));
}

/** What the cabinet shows beside the withdrawal form: the level's daily limit and what is left of it now. */
export async function withdrawalAllowance(ledger: Ledger, traderId: number, now: number): Promise<LevelAllowance> {
  const level = await traderLevel(ledger.db, ledger, traderId, false);
  return levelAllowance(level, await withdrawnUsdSince(ledger.db, ledger, traderId, now));
}
