import { and, eq, gt, inArray } from '@payloadcms/db-sqlite/drizzle';
import {
  DEPOSIT_NETWORKS,
  type Dec,
  MONTH_MS,
  SIMULATED_DEPOSIT_MAX_COIN,
  USD_STABLE_COINS,
  WITHDRAW_NETWORKS,
  adjust,
  amountString,
  checkLevelLimit,
  checkWithdrawal,
  fail,
  withdrawalUsdValue,
  ok,
  readAmountText,
  simulatedTxId,
  type Balances,
  type Result,
  type TradingError,
  type Transaction,
  type WhitelistEntry,
} from '@bourse/trading';
import { accountById } from './accounts';
import type { Ledger } from './connection';
import { insertMovements, readBalances, writeBalances } from './records';
import { num, numOrNull, text, type Row, type SqlDb } from './sql';
import { traderLevel, withdrawnUsdSince } from './withdrawal-limits';

/**
 * A deposit or withdrawal as the wallet pages show it.
 *
 * @example
 * const entry: Transfer = { id: 3, requestId: 'r-1', direction: 'withdrawal', coin: 'USDT', network: 'TRC20', address: 'T…',
 *   amount: '10.00000000', fee: '1.00000000', txId: 'ab…', status: 'processing', error: null, completesAt: 1, time: 0 };
 */
export type Transfer = {
  id: number;
  requestId: string;
  direction: 'deposit' | 'withdrawal';
  coin: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  txId: string;
  status: 'completed' | 'processing' | 'rejected';
  /** Why a withdrawal was refused, as the engine's error (the page says it in the trader's language). */
  error: TradingError | null;
  completesAt: number | null;
  time: number;
};

export function transferFromRow(row: Row): Transfer {
  let error: TradingError | null = null;
  try {
    error = row.error ? (JSON.parse(text(row.error)) as TradingError) : null;
  } catch {
    error = { code: 'INVALID_AMOUNT' };
  }
  return {
    id: num(row.id),
    requestId: text(row.requestId),
    direction: text(row.direction) as Transfer['direction'],
    coin: text(row.coin),
    network: text(row.network),
    address: text(row.address),
    amount: text(row.amount),
    fee: text(row.fee),
    txId: text(row.txId),
    status: text(row.status) as Transfer['status'],
    error,
    completesAt: numOrNull(row.completesAt),
    time: num(row.time),
  };
}

async function findRequest(tx: SqlDb, ledger: Ledger, accountId: number, requestId: string): Promise<Transfer | null> {
  const { transfers } = ledger.tables;
  const [row] = await tx
    .select()
    .from(transfers)
    .where(and(eq(transfers.account!, accountId), eq(transfers.requestId!, requestId)));
  return row ? transferFromRow(row) : null;
}

async function insertTransfer(
  tx: SqlDb,
  ledger: Ledger,
  accountId: number,
  values: Omit<Transfer, 'id'>,
  usdValue: string | null = null,
): Promise<Transfer> {
  const stamp = new Date(values.time).toISOString();
  const [row] = await tx
    .insert(ledger.tables.transfers)
    .values({
      ...values,
      usdValue,
      error: values.error ? JSON.stringify(values.error) : null,
      account: accountId,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning({ id: ledger.tables.transfers.id! });
  return { ...values, id: num(row!.id) };
}

/** Minutes a simulated withdrawal shows as processing, per network. */
const WITHDRAW_MINUTES: Record<string, number> = { TRC20: 1, BEP20: 5, BTC: 30 };

/** @example { coin: 'BTC', network: 'BTC', amount: '0.25', requestId: 'r-1' } */
export type DepositInput = { coin: string; network: string; amount?: unknown; requestId: string };

/**
 * A simulated incoming transfer to the account's own address on that network (nothing arrives from
 * a chain): the amount is read strictly (a decimal above zero, 8 places at most, within the coin's
 * simulated-deposit limit) and credited with its movement, once per request id.
 */
export function deposit(
  ledger: Ledger,
  accountId: number,
  input: DepositInput,
  now: number,
): Promise<Result<{ transfer: Transfer; balances: Balances }>> {
  return ledger.transaction(accountId, async (tx) => {
    const before = await readBalances(tx, ledger.tables, accountId);
    const replay = await findRequest(tx, ledger, accountId, input.requestId);
    if (replay) return ok({ transfer: replay, balances: before });
    const network = DEPOSIT_NETWORKS.find((n) => n.currency === input.coin && n.id === input.network);
    if (!network) return fail('UNSUPPORTED_CURRENCY', 'coin', { currency: input.coin });
    const max = SIMULATED_DEPOSIT_MAX_COIN[input.coin];
    const amount = readAmountText(input.amount, { field: 'amount', decimals: 8, max, unit: input.coin });
    if (!amount.ok)
      return amount.error.code === 'AMOUNT_TOO_LARGE' ? fail('DEPOSIT_ABOVE_MAX', 'amount', { max: max!, currency: input.coin }) : amount;
    const account = await accountById(ledger, accountId);
    const address = account?.wallets[network.walletKey] ?? '';
    const balances = adjust(before, input.coin, { free: amount.value })!;
    const transfer = await insertTransfer(tx, ledger, accountId, {
      requestId: input.requestId,
      direction: 'deposit',
      coin: input.coin,
      network: input.network,
      address,
      amount: amountString(amount.value),
      fee: '0.00000000',
      txId: simulatedTxId(`${accountId}:${input.requestId}`),
      status: 'completed',
      error: null,
      completesAt: now,
      time: now,
    });
    await insertMovements(
      tx,
      ledger.tables,
      accountId,
      [{ asset: input.coin, amount: amountString(amount.value), kind: 'deposit' }],
      { transfer: transfer.id },
      now,
    );
    await writeBalances(tx, ledger.tables, accountId, before, balances, now);
    return ok({ transfer, balances });
  });
}

/** @example { coin: 'USDT', network: 'TRC20', address: 'T…', amount: '10', twoFactorCode: '123456', emailCode: '123456', requestId: 'r-2' } */
export type WithdrawInput = {
  coin: string;
  network: string;
  address: string;
  amount?: unknown;
  twoFactorCode?: string;
  emailCode?: string;
  requestId: string;
};

/**
 * @example { whitelistWaitMs: 0, usdPrice: '60000' } // a BTC withdrawal valued at 60,000 USD per coin
 */
export type WithdrawOptions = {
  whitelistWaitMs?: number;
  /** US dollars per coin now (the engine's last trade; a stablecoin is 1 without it): the level's limit counts in dollars. */
  usdPrice?: string | null;
};

/**
 * A simulated withdrawal, under every rule in order (the trader's verification first: none may
 * not withdraw; then address format, whitelist and its waiting period, free balance, coin limits,
 * daily and monthly limits, the 24 h cooldown, the codes; last the level's daily limit in US
 * dollars across the trader's accounts). An accepted one leaves the balance at once with its
 * movement, keeps its dollar value for the level's limit, and shows as processing for its
 * network's time; a refused one is kept with its reason and moves nothing. Once per request id.
 */
export function withdraw(
  ledger: Ledger,
  account: { id: number; traderId: number },
  input: WithdrawInput,
  now: number,
  options: WithdrawOptions = {},
): Promise<Result<{ transfer: Transfer; balances: Balances }>> {
  const { transfers, addresses } = ledger.tables;
  return ledger.transaction(account.id, async (tx) => {
    const before = await readBalances(tx, ledger.tables, account.id);
    const replay = await findRequest(tx, ledger, account.id, input.requestId);
    if (replay)
      return replay.status === 'rejected' && replay.error ? { ok: false, error: replay.error } : ok({ transfer: replay, balances: before });
    const amount = readAmountText(input.amount, { field: 'amount', decimals: 8, unit: input.coin });
    // The last 30 days' withdrawals that left the balance (the limits and the cooldown count them).
    const recent = await tx
      .select()
      .from(transfers)
      .where(
        and(
          eq(transfers.account!, account.id),
          eq(transfers.direction!, 'withdrawal'),
          inArray(transfers.status!, ['processing', 'completed']),
          gt(transfers.time!, now - MONTH_MS),
        ),
      );
    const history: Transaction[] = recent.map(transferFromRow).map((t) => ({
      id: String(t.id),
      type: 'withdraw',
      currency: t.coin,
      amount: t.amount,
      fee: t.fee,
      address: t.address,
      network: t.network,
      timestamp: t.time,
      txId: t.txId,
    }));
    const whitelist: WhitelistEntry[] = (await tx.select().from(addresses).where(eq(addresses.trader!, account.traderId))).map((row) => ({
      address: text(row.address),
      network: text(row.network),
      createdAt: num(row.time),
    }));
    const level = await traderLevel(tx, ledger, account.traderId, true);
    const rules = !amount.ok
      ? amount
      : level === 'none'
        ? fail<Dec>('KYC_REQUIRED')
        : checkWithdrawal(
            { balances: before, orders: [], transactions: history, whitelist },
            {
              currency: input.coin,
              amount: amount.value.toFixed(),
              address: input.address,
              network: input.network,
              twoFactorCode: input.twoFactorCode,
              emailCode: input.emailCode,
            },
            { id: input.requestId, now, whitelistWaitMs: options.whitelistWaitMs },
          );
    const usdPrice = USD_STABLE_COINS.includes(input.coin) ? '1' : (options.usdPrice ?? null);
    const usdValue = rules.ok && usdPrice ? withdrawalUsdValue(rules.value, usdPrice) : null;
    let checked = rules;
    if (rules.ok && !usdValue) checked = fail('PRICE_UNAVAILABLE', 'coin', { coin: input.coin });
    else if (rules.ok && usdValue) {
      const used = await withdrawnUsdSince(tx, ledger, account.traderId, now, { [input.coin]: usdPrice! });
      const limit = checkLevelLimit(level, used, usdValue);
      if (!limit.ok) checked = limit;
    }
    const base = {
      requestId: input.requestId,
      direction: 'withdrawal' as const,
      coin: input.coin,
      network: input.network,
      address: input.address,
      amount: amount.ok ? amountString(amount.value) : '0.00000000',
      fee: amountString(WITHDRAW_NETWORKS.find((n) => n.id === input.network)?.fee ?? '0'),
      time: now,
    };
    if (!checked.ok) {
      await insertTransfer(tx, ledger, account.id, { ...base, txId: '', status: 'rejected', error: checked.error, completesAt: null });
      return checked;
    }
    const balances = adjust(before, input.coin, { free: checked.value.negated() })!;
    const transfer = await insertTransfer(
      tx,
      ledger,
      account.id,
      {
        ...base,
        txId: simulatedTxId(`${account.id}:${input.requestId}`),
        status: 'processing',
        error: null,
        completesAt: now + (WITHDRAW_MINUTES[input.network] ?? 10) * 60_000,
      },
      usdValue!.toFixed(2),
    );
    await insertMovements(
      tx,
      ledger.tables,
      account.id,
      [{ asset: input.coin, amount: amountString(checked.value.negated()), kind: 'withdrawal' }],
      { transfer: transfer.id },
      now,
    );
    await writeBalances(tx, ledger.tables, account.id, before, balances, now);
    return ok({ transfer, balances });
  });
}
