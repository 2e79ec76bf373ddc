import { persistentAtom } from '@nanostores/persistent';
import { atom, onMount } from 'nanostores';
import * as z from 'zod/mini';
import {
  balancesSchema,
  fail,
  ok,
  transferAnswerSchema,
  withdrawalLimitAnswerSchema,
  type LevelAllowance,
  type Result,
  type TransferAnswer,
  type WhitelistEntry,
} from '@bourse/trading';
import { requestId, tradingApi } from '../../account/store/api';
import { $accountState, $activeAccount, noteBalances } from '../../account/store/accounts';
import { loading, type Loadable } from '../../shared/store/loadable';

/** Deposits and withdrawals of the active account, newest first (the wallet pages' histories). */
export const $transfers = atom<Loadable<TransferAnswer[]>>(loading([]));
/** The trader's withdrawal whitelist (kept on the server, for every account). */
export const $whitelist = atom<Loadable<WhitelistEntry[]>>(loading([]));

/** The trader's daily withdrawal limit by verified level and what is left of it (the withdraw page shows it). */
export const $withdrawalLimit = atom<Loadable<LevelAllowance | null>>(loading(null));

const whitelistSchema = z.array(
  z.object({ id: z.number(), address: z.string(), network: z.string(), createdAt: z.number(), label: z.optional(z.string()) }),
);
const transferDoneSchema = z.object({ transfer: transferAnswerSchema, balances: balancesSchema });

export async function reloadTransfers(): Promise<void> {
  const id = $activeAccount.get()?.id;
  if (id === undefined) return;
  const answer = await tradingApi('GET', `/accounts/${id}/transfers`, z.array(transferAnswerSchema));
  $transfers.set(
    answer.ok ? { status: 'ready', data: answer.value, error: null } : { ...$transfers.get(), status: 'error', error: answer.error.code },
  );
}

export async function reloadWhitelist(): Promise<void> {
  const answer = await tradingApi('GET', '/addresses', whitelistSchema);
  $whitelist.set(
    answer.ok ? { status: 'ready', data: answer.value, error: null } : { ...$whitelist.get(), status: 'error', error: answer.error.code },
  );
}

onMount($transfers, () => {
  let last: number | null = null;
  return $accountState.subscribe(() => {
    const id = $activeAccount.get()?.id ?? null;
    if (id !== last) {
      last = id;
      void reloadTransfers();
    }
  });
});
onMount($whitelist, () => void reloadWhitelist());

export async function reloadWithdrawalLimit(): Promise<void> {
  const answer = await tradingApi('GET', '/withdrawal-limit', withdrawalLimitAnswerSchema);
  $withdrawalLimit.set(
    answer.ok
      ? { status: 'ready', data: answer.value, error: null }
      : { ...$withdrawalLimit.get(), status: 'error', error: answer.error.code },
  );
}
onMount($withdrawalLimit, () => void reloadWithdrawalLimit());

/**
 * A simulated incoming transfer of `coin` to one of the trader's accounts (nothing arrives from a
 * chain): the server reads the amount strictly, credits it with its record, once per request. The
 * wallet's deposit page and the terminal's deposit dialog both come here.
 *
 * @example
 * await simulateDeposit(accountId, { coin: 'BTC', network: 'BTC', amount: '0.25' });
 */
export async function simulateDeposit(
  accountId: number,
  deposit: { coin: string; network: string; amount: string },
): Promise<Result<TransferAnswer>> {
  const done = await tradingApi('POST', `/accounts/${accountId}/deposits`, transferDoneSchema, { ...deposit, requestId: requestId('dep') });
  if (!done.ok) return done;
  noteBalances(accountId, done.value.balances);
  if (accountId === $activeAccount.get()?.id) void reloadTransfers();
  return ok(done.value.transfer);
}

/** @example { coin: 'USDT', network: 'TRC20', address: 'T…', amount: '10', twoFactorCode: '123456', emailCode: '123456' } */
export type WithdrawalRequest = {
  coin: string;
  network: string;
  address: string;
  amount: string;
  twoFactorCode?: string;
  emailCode?: string;
};

/**
 * A simulated withdrawal from the active account under every rule (the server's); accepted or
 * refused, it shows in the history (a refusal with its reason).
 */
export async function submitWithdrawal(request: WithdrawalRequest): Promise<Result<TransferAnswer>> {
  const id = $activeAccount.get()?.id;
  if (id === undefined) return fail('NOT_AUTHORISED');
  const done = await tradingApi('POST', `/accounts/${id}/withdrawals`, transferDoneSchema, { ...request, requestId: requestId('wd') });
  void reloadTransfers();
  void reloadWithdrawalLimit();
  if (!done.ok) return done;
  noteBalances(id, done.value.balances);
  return ok(done.value.transfer);
}

/** Adds an address to the whitelist; usable after the waiting period. */
export async function addWhitelistAddress(entry: { address: string; network: string; label?: string }): Promise<Result<null>> {
  const done = await tradingApi('POST', '/addresses', z.null(), entry);
  if (done.ok) void reloadWhitelist();
  return done;
}

/**
 * "Clear history" on the deposit page hides the deposits made until then, in this browser: the
 * ledger keeps every transfer (it explains the balance), the page just stops listing them.
 */
export const $depositsClearedAt = persistentAtom<string>('depositHistoryClearedAt', '0');

export function clearDepositHistory(): void {
  $depositsClearedAt.set(String(Date.now()));
}
