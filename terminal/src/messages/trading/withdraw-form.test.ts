import { describe, expect, it } from 'vitest';
import { createDemoBalances } from '@bourse/trading';
import { listWithdrawCoins, validateWithdrawForm, type WithdrawForm } from '@bourse/trading';
import { describeTradingError } from '@bourse/i18n';

const form: WithdrawForm = { coin: 'USDT', network: 'TRC20', address: 'T' + 'A'.repeat(33), amount: '2' };
const say = (f: WithdrawForm, balances = createDemoBalances()) => {
  const result = validateWithdrawForm(f, balances);
  return result.ok ? 'ok' : describeTradingError(result.error, 'ru');
};

describe('withdraw page checks (with their Russian texts)', () => {
  it('requires every field', () => {
    for (const key of ['coin', 'network', 'address', 'amount'] as const)
      expect(say({ ...form, [key]: ' '.repeat(key === 'coin' || key === 'network' ? 0 : 1) })).toBe('Пожалуйста, заполните все поля');
  });
  it('wants a positive number', () => {
    expect(say({ ...form, amount: '-1' })).toBe('Пожалуйста, введите корректную сумму');
    expect(say({ ...form, amount: 'abc' })).toBe('Пожалуйста, введите корректную сумму');
  });
  it('keeps to the network minimum and maximum', () => {
    expect(say({ ...form, amount: '1.99999999' })).toBe('Сумма должна быть от 2 USDT до 2000000 USDT');
    expect(say({ ...form, amount: '2' })).toBe('ok');
    const rich = { ...createDemoBalances(), USDT: { free: '3000000.00000000', locked: '0.00000000', total: '3000000.00000000' } };
    expect(say({ ...form, amount: '2000000' }, rich)).toBe('ok');
    expect(say({ ...form, amount: '2000000.00000001' }, rich)).toBe('Сумма должна быть от 2 USDT до 2000000 USDT');
    expect(say({ ...form, network: 'BEP20', amount: '1000000.00000001' }, rich)).toBe('Сумма должна быть от 2 USDT до 1000000 USDT');
  });
  it('needs the free balance', () => {
    expect(say({ ...form, amount: '100000' })).toBe('ok');
    expect(say({ ...form, amount: '100000.00000001' })).toBe('Недостаточно USDT для вывода');
  });
});

describe('withdraw coin list', () => {
  it('lists only coins with more than 0.00000001 free, searchable by name or full name', () => {
    const balances = { ...createDemoBalances(), BTC: { free: '0.00000001', locked: '0.00000000', total: '0.00000001' } };
    expect(listWithdrawCoins(balances, '').map((c) => c.name)).toEqual(['USDT']);
    expect(listWithdrawCoins(createDemoBalances(), 'bitc').map((c) => c.name)).toEqual(['BTC']);
    expect(listWithdrawCoins(createDemoBalances(), 'TETHER').map((c) => c.name)).toEqual(['USDT']);
    expect(listWithdrawCoins(createDemoBalances(), 'zzz')).toEqual([]);
  });
});
