import { and, eq } from '@payloadcms/db-sqlite/drizzle';
import { DEMO_BALANCES, amountString, generateAccountNumber, generateWallets, type Random } from '@bourse/trading';
import type { Ledger } from './connection';
import { insertMovements, writeBalances } from './records';
import { num, numOrNull, text, type Row } from './sql';

/**
 * One trading account as the account API answers it.
 *
 * @example
 * const demo: TradingAccount = { id: 1, traderId: 4, slot: 'demo', kind: 'demo', currency: 'USD', name: 'Demo', accountNumber: '145041',
 *   wallets: { BTC: '1…', USDT_TRC20: 'T…', USDT_ERC20: '0x…' }, demoFill: false, selectedAt: null };
 */
export type TradingAccount = {
  id: number;
  traderId: number;
  slot: 'demo' | 'real-usd' | 'real-eur';
  kind: 'demo' | 'real';
  currency: 'USD' | 'EUR';
  name: string;
  accountNumber: string;
  wallets: { BTC: string; USDT_TRC20: string; USDT_ERC20: string };
  demoFill: boolean;
  selectedAt: number | null;
};

/** Every trader has these three, created on first use: a demo account and two simulated "real" ones. */
export const ACCOUNT_SLOTS = [
  { slot: 'demo', kind: 'demo', currency: 'USD', name: 'Demo' },
  { slot: 'real-usd', kind: 'real', currency: 'USD', name: 'Real USD' },
  { slot: 'real-eur', kind: 'real', currency: 'EUR', name: 'Real EUR' },
] as const;

/** What the demo account starts with (and a reset brings it back to), said in its movements. */
export const DEMO_START_REASON = 'Demo starting balances';

export function accountFromRow(row: Row): TradingAccount {
  return {
    id: num(row.id),
    traderId: num(row.trader),
    slot: text(row.slot) as TradingAccount['slot'],
    kind: text(row.kind) as TradingAccount['kind'],
    currency: text(row.currency) as TradingAccount['currency'],
    name: text(row.name),
    accountNumber: text(row.accountNumber),
    wallets: { BTC: text(row.wallets_btc), USDT_TRC20: text(row.wallets_usdtTrc20), USDT_ERC20: text(row.wallets_usdtErc20) },
    demoFill: Boolean(row.demoFill),
    selectedAt: numOrNull(row.selectedAt),
  };
}

const secureRandom: Random = () => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! / 2 ** 32;
};

async function accountsOf(ledger: Ledger, traderId: number): Promise<TradingAccount[]> {
  const { accounts } = ledger.tables;
  const rows = await ledger.db.select().from(accounts).where(eq(accounts.trader!, traderId)).orderBy(accounts.id!);
  return rows.map(accountFromRow);
}

/**
 * The trader's accounts, creating the missing ones (two requests at once create each only once:
 * a unique index on trader and slot). A new demo account is funded with the demo balances, each
 * with its movement.
 */
export async function traderAccounts(ledger: Ledger, traderId: number, now = Date.now(), random = secureRandom): Promise<TradingAccount[]> {
  const existing = await accountsOf(ledger, traderId);
  if (existing.length === ACCOUNT_SLOTS.length) return existing;
  const { accounts } = ledger.tables;
  for (const slot of ACCOUNT_SLOTS.filter((s) => !existing.some((a) => a.slot === s.slot))) {
    await ledger.transaction(null, async (tx) => {
      const wallets = generateWallets(random);
      const stamp = new Date(now).toISOString();
      const [row] = await tx
        .insert(accounts)
        .values({
          trader: traderId,
          slot: slot.slot,
          kind: slot.kind,
          currency: slot.currency,
          name: slot.name,
          accountNumber: generateAccountNumber(random),
          wallets_btc: wallets.BTC,
          wallets_usdtTrc20: wallets.USDT_TRC20,
          wallets_usdtErc20: wallets.USDT_ERC20,
          demoFill: false,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id! });
      if (!row || slot.kind !== 'demo') return;
      const id = num(row.id);
      const start = Object.fromEntries(
        Object.entries(DEMO_BALANCES).map(([asset, v]) => [asset, { free: amountString(v), locked: '0.00000000', total: amountString(v) }]),
      );
      await writeBalances(tx, ledger.tables, id, {}, start, now);
      await insertMovements(
        tx,
        ledger.tables,
        id,
        Object.entries(start).map(([asset, b]) => ({ asset, amount: b.total, kind: 'reset' as const })),
        { reason: DEMO_START_REASON },
        now,
      );
    });
  }
  return accountsOf(ledger, traderId);
}

/** One of the trader's accounts, or null when the id is not theirs (another trader's account reads as missing). */
export async function ownAccount(ledger: Ledger, traderId: number, accountId: number): Promise<TradingAccount | null> {
  const { accounts } = ledger.tables;
  if (!Number.isSafeInteger(accountId)) return null;
  const [row] = await ledger.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id!, accountId), eq(accounts.trader!, traderId)));
  return row ? accountFromRow(row) : null;
}

export async function accountById(ledger: Ledger, accountId: number): Promise<TradingAccount | null> {
  const { accounts } = ledger.tables;
  const [row] = await ledger.db.select().from(accounts).where(eq(accounts.id!, accountId));
  return row ? accountFromRow(row) : null;
}

/** The account the switcher shows for this trader in every browser: the one chosen last (demo until then). */
export function activeAccountOf(accounts: readonly TradingAccount[]): TradingAccount | null {
  return (
    [...accounts].sort((a, b) => (b.selectedAt ?? 0) - (a.selectedAt ?? 0) || Number(b.slot === 'demo') - Number(a.slot === 'demo'))[0] ??
    null
  );
}

export async function updateAccount(ledger: Ledger, accountId: number, change: { selectedAt?: number; demoFill?: boolean }): Promise<void> {
  const { accounts } = ledger.tables;
  await ledger.transaction(accountId, async (tx) => {
    await tx
      .update(accounts)
      .set({ ...change, updatedAt: new Date().toISOString() })
      .where(eq(accounts.id!, accountId));
  });
}
