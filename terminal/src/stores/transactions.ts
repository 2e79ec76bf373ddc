import { computed } from 'nanostores';
import {
  addWhitelistAddress as addInEngine,
  deposit,
  fail,
  withdraw as withdrawInEngine,
  type Result,
  type Transaction,
  type WhitelistEntry,
  type WithdrawRequest,
} from '../domain/trading';
import { $trading, mutateTrading } from './persistence-trading';

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

/** Simulates an incoming transfer to the trader's deposit address (demo only: nothing arrives from a chain). */
export function simulateDeposit(request: {
  currency: string;
  amount: string;
  network: string;
  address: string;
}): Promise<Result<Transaction>> {
  return mutateTrading((current) => {
    const id = newId();
    const result = deposit(current.state, request, { id, now: Date.now() });
    if (!result.ok) return { next: null, result };
    const tx = result.value.transactions[0]!;
    const entry = {
      id,
      coin: tx.currency,
      amount: tx.amount,
      network: tx.network,
      address: tx.address,
      txId: tx.txId,
      time: tx.timestamp,
      status: 'completed' as const,
    };
    return {
      next: { ...current, state: result.value, depositHistory: [entry, ...current.depositHistory] },
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
