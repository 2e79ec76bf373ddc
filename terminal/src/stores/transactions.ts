import { computed } from 'nanostores';
import {
  addWhitelistAddress as addInEngine,
  deposit,
  fail,
  withdraw as withdrawInEngine,
  type DepositEntry,
  type DepositRequest,
  type Result,
  type Transaction,
  type WhitelistEntry,
  type WithdrawRequest,
} from '@bourse/trading';
import { depositToAccount } from '../domain';
import { $trading, mutateTrading, type TradingSnapshot } from './persistence-trading';

/**
 * Deposits and withdrawals the engine applied, newest first.
 *
 * @example
 * useStore($transactions).filter((t) => t.type === 'withdraw');
 */
export const $transactions = computed($trading, (t): Transaction[] => t?.state.transactions ?? []);

/** The trader's withdrawal whitelist with the date each entry was added. */
export const $whitelist = computed($trading, (t): WhitelistEntry[] => t?.state.whitelist ?? []);

const newId = () => globalThis.crypto.randomUUID();

/**
 * A withdrawal's processing (the platform's processTransaction): every rule in order, then the balance change.
 * Pass `whitelistWaitMs` only to shorten the waiting period deliberately (configuration).
 */
export function processWithdrawal(request: WithdrawRequest, options: { whitelistWaitMs?: number } = {}): Promise<Result<Transaction>> {
  return mutateTrading((current) => {
    const id = newId();
    const result = withdrawInEngine(current.state, request, {
      id,
      now: Date.now(),
      totpSecret: current.profile.totpSecret,
      whitelistWaitMs: options.whitelistWaitMs,
    });
    if (!result.ok) return { next: null, result };
    return { next: { ...current, state: result.value }, result: { ok: true, value: result.value.transactions[0]! } as Result<Transaction> };
  }, fail('NOT_AUTHORISED'));
}

/** Where a simulated deposit lands instead of the coin's trading balance: an account, credited in its own currency. */
export type DepositTarget = { accountId: string; credit: string };

/**
 * Simulates an incoming transfer to one of the trader's deposit addresses (nothing arrives from a
 * chain) and records it in the deposit history, in one locked write. Without `into` the coin's
 * trading balance is credited (the wallet's deposit page); with it, that account's balance by
 * `into.credit` in the account's currency (the spot terminal's deposit dialog).
 *
 * @example
 * await simulateDeposit({ currency: 'BTC', amount: '0.01612903', network: 'BTC', address: '1…' }, { accountId: 'demo', credit: '1000.00' });
 */
export function simulateDeposit(request: DepositRequest, into?: DepositTarget): Promise<Result<Transaction>> {
  return mutateTrading((current) => {
    const context = { id: newId(), now: Date.now() };
    let next: TradingSnapshot;
    let tx: Transaction;
    if (into) {
      const result = depositToAccount(current.profile.accounts, { ...request, ...into }, context);
      if (!result.ok) return { next: null, result };
      next = { ...current, profile: { ...current.profile, accounts: result.value.accounts } };
      tx = result.value.transaction;
    } else {
      const result = deposit(current.state, request, context);
      if (!result.ok) return { next: null, result };
      next = { ...current, state: result.value };
      tx = result.value.transactions[0]!;
    }
    const entry: DepositEntry = {
      id: tx.id,
      coin: tx.currency,
      amount: tx.amount,
      network: tx.network,
      address: tx.address,
      txId: tx.txId,
      time: tx.timestamp,
      status: 'completed',
    };
    return {
      next: { ...next, depositHistory: [entry, ...current.depositHistory] },
      result: { ok: true, value: tx } as Result<Transaction>,
    };
  }, fail('NOT_AUTHORISED'));
}

/** Adds an address to the whitelist; it can be used after the waiting period. */
export function addWhitelistAddress(entry: { address: string; network: string; label?: string }): Promise<Result<WhitelistEntry[]>> {
  return mutateTrading((current) => {
    const result = addInEngine(current.state, entry, Date.now());
    if (!result.ok) return { next: null, result };
    return { next: { ...current, state: result.value }, result: { ok: true, value: result.value.whitelist } as Result<WhitelistEntry[]> };
  }, fail('NOT_AUTHORISED'));
}
