import { and, asc, eq, inArray } from '@payloadcms/db-sqlite/drizzle';
import { Dec, amountString } from '@bourse/trading';
import type { Ledger } from './connection';
import { readBalances } from './records';
import { num, text } from './sql';

/**
 * One disagreement the check found: a balance whose total is not the sum of its movements, whose
 * locked part is not what its open orders hold, or a part below zero.
 *
 * @example
 * const problem: LedgerProblem = { accountId: 3, asset: 'USDT', rule: 'total', expected: '100000.00000000', actual: '100010.00000000' };
 */
export type LedgerProblem = { accountId: number; asset: string; rule: 'total' | 'locked' | 'negative'; expected: string; actual: string };

/**
 * Checks every account: each asset's total (free + locked) equals the sum of its movements, its
 * locked part equals what its open orders hold, and neither part is below zero. What
 * `bourse ledger check` runs.
 */
export async function checkLedger(ledger: Ledger): Promise<{ accounts: number; movements: number; problems: LedgerProblem[] }> {
  const { accounts, movements, orders } = ledger.tables;
  const problems: LedgerProblem[] = [];
  let counted = 0;
  const ids = (await ledger.db.select({ id: accounts.id! }).from(accounts).orderBy(asc(accounts.id!))).map((row) => num(row.id));
  for (const accountId of ids) {
    const balances = await readBalances(ledger.db, ledger.tables, accountId);
    const sums = new Map<string, Dec>();
    const moved = await ledger.db
      .select({ asset: movements.asset!, amount: movements.amount! })
      .from(movements)
      .where(eq(movements.account!, accountId));
    counted += moved.length;
    for (const row of moved) sums.set(text(row.asset), (sums.get(text(row.asset)) ?? new Dec(0)).plus(text(row.amount)));
    const held = new Map<string, Dec>();
    const open = await ledger.db
      .select({ lockAsset: orders.lockAsset!, locked: orders.locked! })
      .from(orders)
      .where(and(eq(orders.account!, accountId), inArray(orders.status!, ['NEW', 'PARTIALLY_FILLED'])));
    for (const row of open) held.set(text(row.lockAsset), (held.get(text(row.lockAsset)) ?? new Dec(0)).plus(text(row.locked)));
    for (const asset of new Set([...Object.keys(balances), ...sums.keys(), ...held.keys()])) {
      const balance = balances[asset] ?? { free: '0', locked: '0', total: '0' };
      const expectTotal = sums.get(asset) ?? new Dec(0);
      if (!expectTotal.eq(balance.total))
        problems.push({ accountId, asset, rule: 'total', expected: amountString(expectTotal), actual: amountString(balance.total) });
      const expectLocked = held.get(asset) ?? new Dec(0);
      if (!expectLocked.eq(balance.locked))
        problems.push({ accountId, asset, rule: 'locked', expected: amountString(expectLocked), actual: amountString(balance.locked) });
      if (new Dec(balance.free).isNegative() || new Dec(balance.locked).isNegative())
        problems.push({
          accountId,
          asset,
          rule: 'negative',
          expected: '0.00000000',
          actual: `${balance.free} free, ${balance.locked} locked`,
        });
    }
  }
  return { accounts: ids.length, movements: counted, problems };
}
