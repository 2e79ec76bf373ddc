import { describe, expect, it } from 'vitest';
import { forgetOldLedger } from './old-keys';

describe('the old browser ledger', () => {
  it('is removed key by key, leaving everything else this browser keeps', () => {
    const map = new Map(
      Object.entries({
        balance_42: '{}',
        transactions_42: '[]',
        'trading-orders': '{}',
        'trading-storage': '{}',
        depositHistory: '{}',
        withdrawHistory: '{}',
        cabinetSettings: '{}',
        auth_token: 'x',
      }),
    );
    const storage = {
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
      removeItem: (k: string) => void map.delete(k),
    };
    expect(forgetOldLedger(storage)).toBe(6);
    expect([...map.keys()]).toEqual(['cabinetSettings', 'auth_token']);
  });
});
