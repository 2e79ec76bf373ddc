import { Dec } from './decimal';
import { DUST, amountString, parsePositive, roundAmount } from './amount';
import { isValidAddress } from './address';
import { adjust, freeOf } from './balances';
import {
  DAY_MS,
  MONTH_MS,
  SIMULATED_DEPOSIT_MAX_COIN,
  WHITELIST_WAIT_MS,
  WITHDRAW_COOLDOWN_MS,
  WITHDRAW_LIMITS,
  WITHDRAW_NETWORKS,
} from './config';
import { fail, ok, type Result } from './errors';
import type { TradingState, Transaction } from './schemas';
import { verifyEmailCode, verifyTwoFactorCode } from './two-factor';

/** @example { currency: 'USDT', amount: '10', address: 'T…', network: 'TRC20', twoFactorCode: '123456', emailCode: '123456' } */
export type WithdrawRequest = {
  currency: string;
  amount: string;
  address: string;
  network: string;
  twoFactorCode?: string;
  emailCode?: string;
};
export type WithdrawContext = { id: string; now: number; totpSecret?: string; whitelistWaitMs?: number };

function withdrawnSince(state: TradingState, currency: string, since: number): Dec {
  return state.transactions
    .filter((t) => t.type === 'withdraw' && t.currency === currency && t.timestamp > since)
    .reduce((sum, t) => sum.plus(t.amount), new Dec(0));
}

/**
 * Withdrawal rules, in a fixed order; the first broken rule is the answer. The
 * whitelist waiting period (our addition) sits with the whitelist rule.
 */
export function checkWithdrawal(state: TradingState, request: WithdrawRequest, context: WithdrawContext): Result<Dec> {
  const parsed = parsePositive(request.amount);
  // Rounded before any check, so what is checked is exactly what leaves the balance.
  const amount = parsed && roundAmount(parsed);
  if (!amount || amount.lt(DUST)) return fail('INVALID_AMOUNT', 'amount');
  if (!isValidAddress(request.address, request.network)) return fail('INVALID_ADDRESS', 'address');
  const entry = state.whitelist.find((w) => w.address === request.address && w.network === request.network);
  if (!entry) return fail('ADDRESS_NOT_WHITELISTED', 'address');
  const usableAt = entry.createdAt + (context.whitelistWaitMs ?? WHITELIST_WAIT_MS);
  if (context.now < usableAt) return fail('ADDRESS_WAITING', 'address', { hours: String(Math.ceil((usableAt - context.now) / 3_600_000)) });
  if (freeOf(state.balances, request.currency).lt(amount)) return fail('INSUFFICIENT_FUNDS', 'amount', { currency: request.currency });
  const limits = WITHDRAW_LIMITS[request.currency];
  if (!limits) return fail('UNSUPPORTED_CURRENCY', 'currency', { currency: request.currency });
  if (amount.lt(limits.min) || amount.gt(limits.max)) {
    return fail('AMOUNT_OUT_OF_RANGE', 'amount', { min: limits.min, max: limits.max, currency: request.currency });
  }
  if (
    withdrawnSince(state, request.currency, context.now - DAY_MS)
      .plus(amount)
      .gt(limits.daily)
  )
    return fail('DAILY_LIMIT', 'amount');
  if (
    withdrawnSince(state, request.currency, context.now - MONTH_MS)
      .plus(amount)
      .gt(limits.monthly)
  )
    return fail('MONTHLY_LIMIT', 'amount');
  const last = Math.max(-Infinity, ...state.transactions.filter((t) => t.type === 'withdraw').map((t) => t.timestamp));
  if (context.now - last < WITHDRAW_COOLDOWN_MS) return fail('WITHDRAW_COOLDOWN');
  if (!verifyTwoFactorCode(request.twoFactorCode, context.totpSecret, context.now)) return fail('WRONG_2FA', 'twoFactorCode');
  if (!verifyEmailCode(request.emailCode)) return fail('WRONG_EMAIL_CODE', 'emailCode');
  return ok(amount);
}

/** A simulated transaction id: 64 hex digits derived from the record id (stable across reloads). */
export function simulatedTxId(id: string): string {
  let hash = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 64; round += 1) {
    for (const char of `${id}:${round}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out.slice(0, 64);
}

/** Checks, then takes the amount from free (the network fee is part of it; the recipient gets the rest). */
export function withdraw(state: TradingState, request: WithdrawRequest, context: WithdrawContext): Result<TradingState> {
  const checked = checkWithdrawal(state, request, context);
  if (!checked.ok) return checked;
  const balances = adjust(state.balances, request.currency, { free: checked.value.negated() });
  if (!balances) return fail('INSUFFICIENT_FUNDS', 'amount', { currency: request.currency });
  const fee = WITHDRAW_NETWORKS.find((n) => n.id === request.network)?.fee ?? '0';
  const transaction: Transaction = {
    id: context.id,
    type: 'withdraw',
    currency: request.currency,
    amount: amountString(checked.value),
    fee: amountString(fee),
    address: request.address,
    network: request.network,
    timestamp: context.now,
    txId: simulatedTxId(context.id),
  };
  return ok({ ...state, balances, transactions: [transaction, ...state.transactions] });
}

/** @example { currency: 'BTC', amount: '0.25', network: 'BTC', address: '1…' } */
export type DepositRequest = { currency: string; amount: string; network: string; address: string };

/**
 * A simulated incoming transfer as a transaction (no balance touched): a positive amount of at
 * least 0.00000001 and at most the coin's simulated-deposit limit.
 */
export function depositTransaction(request: DepositRequest, context: { id: string; now: number }): Result<Transaction> {
  const parsed = parsePositive(request.amount);
  const amount = parsed && roundAmount(parsed);
  if (!amount || amount.lt(DUST)) return fail('INVALID_AMOUNT', 'amount');
  const max = SIMULATED_DEPOSIT_MAX_COIN[request.currency];
  if (max && amount.gt(max)) return fail('DEPOSIT_ABOVE_MAX', 'amount', { max, currency: request.currency });
  return ok({
    id: context.id,
    type: 'deposit',
    currency: request.currency,
    amount: amountString(amount),
    fee: '0.00000000',
    address: request.address,
    network: request.network,
    timestamp: context.now,
    txId: simulatedTxId(context.id),
  });
}

/** A simulated incoming transfer: credits free and records the transaction. */
export function deposit(state: TradingState, request: DepositRequest, context: { id: string; now: number }): Result<TradingState> {
  const transaction = depositTransaction(request, context);
  if (!transaction.ok) return transaction;
  const balances = adjust(state.balances, request.currency, { free: transaction.value.amount });
  if (!balances) return fail('INVALID_AMOUNT', 'amount');
  return ok({ ...state, balances, transactions: [transaction.value, ...state.transactions] });
}

/** Adds an address to the whitelist (usable after the waiting period); re-adding keeps the first date. */
export function addWhitelistAddress(
  state: TradingState,
  entry: { address: string; network: string; label?: string },
  now: number,
): Result<TradingState> {
  if (!isValidAddress(entry.address, entry.network)) return fail('INVALID_ADDRESS', 'address');
  if (state.whitelist.some((w) => w.address === entry.address && w.network === entry.network)) return ok(state);
  return ok({ ...state, whitelist: [...state.whitelist, { ...entry, createdAt: now }] });
}
