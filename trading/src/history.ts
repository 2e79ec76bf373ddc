import * as z from 'zod/mini';
import type { Order } from './schemas';

/** @example { id: 'w-1', coin: 'USDT', amount: '10', network: 'TRC20', address: 'T…', txId: '', time: 1, status: 'pending', completesAt: 61 } */
export const withdrawEntrySchema = z.object({
  id: z.string(),
  coin: z.string(),
  amount: z.string(),
  network: z.string(),
  address: z.string(),
  txId: z.string(),
  time: z.int(),
  status: z.enum(['completed', 'pending', 'rejected']),
  completesAt: z.optional(z.int()),
  error: z.optional(z.string()),
});
export type WithdrawEntry = z.infer<typeof withdrawEntrySchema>;

/** @example { id: 'd-1', coin: 'BTC', amount: '0.1', network: 'BTC', address: '1…', txId: 'ab…', time: 1, status: 'completed' } */
export const depositEntrySchema = z.object({
  id: z.string(),
  coin: z.string(),
  amount: z.string(),
  network: z.string(),
  address: z.string(),
  txId: z.string(),
  time: z.int(),
  status: z.enum(['completed', 'processing', 'error']),
});
export type DepositEntry = z.infer<typeof depositEntrySchema>;

/** A withdrawal accepted by the engine shows 'В обработке' until its network's time has passed. */
export function withdrawStatusAt(entry: WithdrawEntry, now: number): WithdrawEntry['status'] {
  if (entry.status === 'pending' && entry.completesAt !== undefined && now >= entry.completesAt) return 'completed';
  return entry.status;
}

/**
 * The word a deposit or withdrawal status shows as (the catalogue's `account.transferStatus`): a
 * withdrawal in progress reads "processing" like a deposit, and any status it does not know reads
 * "rejected".
 * @example transferStatusKey('pending') // 'processing'
 */
export function transferStatusKey(
  status: WithdrawEntry['status'] | DepositEntry['status'],
): 'completed' | 'processing' | 'rejected' | 'error' {
  if (status === 'completed' || status === 'error' || status === 'processing') return status;
  return status === 'pending' ? 'processing' : 'rejected';
}

/** History is newest first. */
export function sortNewestFirst<T extends { time: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.time - a.time);
}

/** TxID shown truncated to 12 characters (the full id stays in the title and the copy). */
export function truncateTxId(txId: string, length = 12): string {
  return txId.length > length ? `${txId.slice(0, length)}…` : txId;
}

export type OrderList = 'open' | 'pending' | 'history';

/**
 * Rows of an order list (open = status open, pending = status pending, history = every status
 * but open), newest first, filtered by pair or id, case-insensitively.
 */
export function selectOrders(orders: readonly Order[], list: OrderList, query = ''): Order[] {
  const needle = query.trim().toLowerCase();
  return orders
    .filter((o) => (list === 'history' ? o.status !== 'open' : o.status === list))
    .filter((o) => !needle || o.pair.toLowerCase().includes(needle) || o.id.toLowerCase().includes(needle))
    .sort((a, b) => b.timestamp - a.timestamp);
}
