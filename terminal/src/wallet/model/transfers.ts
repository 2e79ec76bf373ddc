import type { DepositEntry, TradingError, TransferAnswer, WithdrawEntry } from '@bourse/trading';

/** The account's deposits as the deposit page's history lists them, newest first. */
export function depositEntries(transfers: readonly TransferAnswer[]): DepositEntry[] {
  return transfers
    .filter((t) => t.direction === 'deposit')
    .map((t) => ({
      id: String(t.id),
      coin: t.coin,
      amount: t.amount,
      network: t.network,
      address: t.address,
      txId: t.txId,
      time: t.time,
      status: t.status === 'rejected' ? 'error' : t.status,
    }));
}

/**
 * The account's withdrawals as the withdraw page's history lists them, newest first: an accepted
 * one is processing until its network's time has passed, a refused one says why (in the page's
 * words, `describe`).
 */
export function withdrawEntries(transfers: readonly TransferAnswer[], describe: (error: TradingError) => string): WithdrawEntry[] {
  return transfers
    .filter((t) => t.direction === 'withdrawal')
    .map((t) => ({
      id: String(t.id),
      coin: t.coin,
      amount: t.amount,
      network: t.network,
      address: t.address,
      txId: t.txId,
      time: t.time,
      status: t.status === 'rejected' ? 'rejected' : t.status === 'completed' ? 'completed' : 'pending',
      ...(t.completesAt !== null ? { completesAt: t.completesAt } : {}),
      ...(t.error ? { error: describe(t.error as TradingError) } : {}),
    }));
}
