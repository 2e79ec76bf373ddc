import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $storageFaults, type StorageLike } from './persistence';
import { $trading, reloadTrading, useTradingStorage } from '../../stores/persistence-trading';
import { setSession, type SessionUser } from '../../session/store/session';

const user: SessionUser = {
  id: '42',
  email: 'a@b.c',
  username: 'a',
  firstName: '',
  lastName: '',
  avatar: '',
  status: 'active',
  emailVerified: true,
  level: '',
  colorPreset: 'default',
};
function memory(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  $storageFaults.set([]);
  setSession({ status: 'authenticated', user });
});
afterEach(() => {
  vi.restoreAllMocks();
  setSession({ status: 'anonymous', user: null });
});

describe('trading storage', () => {
  it('starts a new trader on the demo balances and three accounts, written under the platform storage keys', () => {
    const storage = memory();
    useTradingStorage(storage);
    expect($trading.get()!.state.balances.USDT!.free).toBe('100000.00000000');
    expect($trading.get()!.profile.accounts.map((a) => [a.type, a.currency, a.balance])).toEqual([
      ['demo', 'USD', '145000.00000000'],
      ['real', 'USD', '0.00000000'],
      ['real', 'EUR', '0.00000000'],
    ]);
    for (const a of $trading.get()!.profile.accounts) expect(Number(a.accountNumber)).toBeGreaterThanOrEqual(145032);
    expect(JSON.parse(storage.map.get('trading-storage')!)).toMatchObject({ v: 1 });
  });

  it('reports a corrupt balance, resets that key only and leaves the others as they were', () => {
    const orders = JSON.stringify({ v: 1, data: { '42': [] } });
    const history = JSON.stringify({
      v: 1,
      data: { '42': [{ id: 'd', coin: 'BTC', amount: '1', network: 'BTC', address: 'x', txId: 't', time: 1, status: 'completed' }] },
    });
    const storage = memory({ balance_42: '{not json', 'trading-orders': orders, depositHistory: history });
    useTradingStorage(storage);
    expect($storageFaults.get()).toEqual([expect.objectContaining({ key: 'balance_42', reason: 'not JSON' })]);
    expect($trading.get()!.state.balances.BTC!.total).toBe('0.50000000');
    expect(storage.map.get('trading-orders')).toBe(orders);
    expect(storage.map.get('depositHistory')).toBe(history);
    expect($trading.get()!.depositHistory).toHaveLength(1);
  });

  it('resets a value that fails its schema (a negative balance) and one from a future version', () => {
    const storage = memory({
      balance_42: JSON.stringify({ v: 1, data: { BTC: { free: '-1', locked: '0', total: '-1' } } }),
      transactions_42: JSON.stringify({ v: 99, data: [] }),
    });
    useTradingStorage(storage);
    expect(
      $storageFaults
        .get()
        .map((f) => f.key)
        .sort(),
    ).toEqual(['balance_42', 'transactions_42']);
    expect($trading.get()!.state.transactions).toEqual([]);
  });

  it('migrates balances written before versioning, recomputing total from free + locked', () => {
    const storage = memory({ balance_42: JSON.stringify({ BTC: { free: 1.5, locked: 0.25, total: 99 } }) });
    useTradingStorage(storage);
    expect($storageFaults.get()).toEqual([]);
    expect($trading.get()!.state.balances.BTC).toEqual({ free: '1.50000000', locked: '0.25000000', total: '1.75000000' });
    expect(JSON.parse(storage.map.get('balance_42')!).v).toBe(1);
  });

  it('shows nothing while signed out', () => {
    useTradingStorage(memory());
    setSession({ status: 'anonymous', user: null });
    reloadTrading();
    expect($trading.get()).toBeNull();
  });
});
