/**
 * The keys in which this browser once kept a whole simulated ledger (balances, orders, deposits and
 * withdrawals, the accounts), before the ledger moved to the server. Nothing in them is carried
 * over: they are removed the first time a signed-in cabinet page loads.
 *
 * @example isOldLedgerKey('balance_42'); // true
 */
export function isOldLedgerKey(key: string): boolean {
  return ['trading-orders', 'trading-storage', 'depositHistory', 'withdrawHistory'].includes(key) || /^(balance|transactions)_/.test(key);
}

/** Removes every old ledger key from a storage; returns how many there were. */
export function forgetOldLedger(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isOldLedgerKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}
