import { computed } from 'nanostores';
import {
  fail,
  sortNewestFirst,
  validateWithdrawForm,
  withdraw,
  type DepositEntry,
  type Result,
  type Transaction,
  type WithdrawEntry,
  type WithdrawForm,
} from '@bourse/trading';
import { $trading, mutateTrading } from './persistence-trading';
import { describeTradingError } from '@bourse/i18n';

/**
 * Deposit history of the signed-in trader, newest first (key `depositHistory`).
 *
 * @example
 * useStore($depositHistory).filter((d) => d.status !== 'error');
 */
export const $depositHistory = computed($trading, (t): DepositEntry[] => sortNewestFirst(t?.depositHistory ?? []));

/** Withdrawal history, newest first (key `withdrawHistory`), refused attempts included. */
export const $withdrawHistory = computed($trading, (t): WithdrawEntry[] => sortNewestFirst(t?.withdrawHistory ?? []));

/** The deposit address of the active account for a wallet key, or null ('Адрес не найден'). */
export const $depositAddresses = computed($trading, (t) => {
  if (!t) return null;
  const account = t.profile.accounts.find((a) => a.id === t.profile.activeAccountId) ?? t.profile.accounts[0];
  return account?.wallets ?? null;
});

export function clearDepositHistory(): Promise<void> {
  return mutateTrading((current) => ({ next: { ...current, depositHistory: [] }, result: undefined }), undefined);
}

const MINUTES: Record<string, number> = { TRC20: 1, BEP20: 5, BTC: 30 };

/**
 * The withdraw page's submit: the page's own checks, then a history entry that is
 * 'В обработке' when the engine accepts and 'Отклонено' with the reason when it refuses — both in
 * one locked write, so history and balance never disagree.
 *
 * @example
 * await submitWithdrawal({ coin: 'USDT', network: 'TRC20', address: 'T…', amount: '10' }, { twoFactorCode, emailCode }, 'ru');
 */
export function submitWithdrawal(
  form: WithdrawForm,
  codes: { twoFactorCode?: string; emailCode?: string },
  locale: string,
): Promise<Result<Transaction>> {
  return mutateTrading((current) => {
    const checked = validateWithdrawForm(form, current.state.balances);
    if (!checked.ok) return { next: null, result: checked };
    const { coin, network, address, amount } = checked.value;
    const id = globalThis.crypto.randomUUID();
    const now = Date.now();
    const result = withdraw(
      current.state,
      { currency: coin, network, address, amount, ...codes },
      { id, now, totpSecret: current.profile.totpSecret },
    );
    const base = { id, coin, amount, network, address, time: now };
    const entry: WithdrawEntry = result.ok
      ? { ...base, txId: result.value.transactions[0]!.txId, status: 'pending', completesAt: now + (MINUTES[network] ?? 10) * 60_000 }
      : { ...base, txId: '', status: 'rejected', error: describeTradingError(result.error, locale) };
    const state = result.ok ? result.value : current.state;
    const next = { ...current, state, withdrawHistory: [entry, ...current.withdrawHistory] };
    return { next, result: result.ok ? ({ ok: true, value: result.value.transactions[0]! } as Result<Transaction>) : result };
  }, fail('NOT_AUTHORISED'));
}
