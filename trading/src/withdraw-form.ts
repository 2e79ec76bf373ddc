import { Dec } from './decimal';
import { DUST, parsePositive } from './amount';
import { COIN_NAMES, WITHDRAW_NETWORKS, type WithdrawNetwork } from './config';
import { fail, ok, type Result } from './errors';
import type { Balances } from './schemas';

/** The withdraw page's fields as typed (all text). */
export type WithdrawForm = { coin: string; network: string; address: string; amount: string };

/**
 * The withdraw page's own checks, in order, before the engine's rules: all
 * fields, a positive amount, the network's bounds, the free balance.
 */
export function validateWithdrawForm(form: WithdrawForm, balances: Balances): Result<WithdrawForm> {
  if (!form.coin || !form.network || !form.address.trim() || !form.amount.trim()) return fail('FORM_INCOMPLETE');
  const amount = parsePositive(form.amount.trim());
  if (!amount) return fail('FORM_INVALID_AMOUNT', 'amount');
  const network = WITHDRAW_NETWORKS.find((n) => n.id === form.network && n.currency === form.coin);
  if (network && (amount.lt(network.minWithdraw) || amount.gt(network.maxWithdraw))) {
    return fail('NETWORK_AMOUNT_OUT_OF_RANGE', 'amount', { min: network.minWithdraw, max: network.maxWithdraw, coin: form.coin });
  }
  if (new Dec(balances[form.coin]?.free ?? 0).lt(amount)) return fail('INSUFFICIENT_FOR_WITHDRAW', 'amount', { coin: form.coin });
  return ok({ ...form, address: form.address.trim(), amount: form.amount.trim() });
}

export type WithdrawCoin = { name: string; fullName: string; free: string };

/**
 * Coins offered for withdrawal: a free balance above 0.00000001 and a withdraw network; the
 * search matches name or full name, case-insensitively.
 */
export function listWithdrawCoins(balances: Balances, query: string): WithdrawCoin[] {
  const needle = query.trim().toLowerCase();
  return Object.entries(balances)
    .filter(([coin, b]) => new Dec(b.free).gt(DUST) && WITHDRAW_NETWORKS.some((n) => n.currency === coin))
    .map(([coin, b]) => ({ name: coin, fullName: COIN_NAMES[coin] ?? coin, free: b.free }))
    .filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.fullName.toLowerCase().includes(needle));
}

export function withdrawNetworksFor(coin: string): WithdrawNetwork[] {
  return WITHDRAW_NETWORKS.filter((n) => n.currency === coin);
}
