import { generateSecret, generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createDemoBalances } from '@bourse/trading';
import { DAY_MS } from '@bourse/trading';
import type { TradingState } from '@bourse/trading';
import { checkWithdrawal, deposit, withdraw, type WithdrawRequest } from '@bourse/trading';
import { describeTradingError } from '@bourse/i18n';

const NOW = 1_700_000_000_000;
const TRON = 'T' + 'A'.repeat(33);
const BTC_ADDR = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
const state = (extra: Partial<TradingState> = {}): TradingState => ({
  balances: createDemoBalances(),
  orders: [],
  transactions: [],
  whitelist: [
    { address: TRON, network: 'TRC20', createdAt: NOW - 2 * DAY_MS },
    { address: BTC_ADDR, network: 'BTC', createdAt: NOW - 2 * DAY_MS },
  ],
  ...extra,
});
const usdt: WithdrawRequest = {
  currency: 'USDT',
  amount: '10',
  address: TRON,
  network: 'TRC20',
  twoFactorCode: '123456',
  emailCode: '123456',
};
const btc: WithdrawRequest = { ...usdt, currency: 'BTC', amount: '0.1', address: BTC_ADDR, network: 'BTC' };
const ctx = { id: 'w-1', now: NOW };

function refusal(request: WithdrawRequest, s = state(), context: Parameters<typeof checkWithdrawal>[2] = ctx): string {
  const result = checkWithdrawal(s, request, context);
  return result.ok ? 'accepted' : describeTradingError(result.error, 'ru');
}

describe('withdrawal rules, at their thresholds, with their Russian texts', () => {
  it('amount must be greater than 0 and finite', () => {
    expect(refusal({ ...usdt, amount: '0' })).toBe('Некорректная сумма');
    expect(refusal({ ...usdt, amount: 'Infinity' })).toBe('Некорректная сумма');
    expect(refusal({ ...usdt, amount: '0.000000001' })).toBe('Некорректная сумма');
  });

  it('TRX address: T and exactly 34 characters', () => {
    expect(refusal({ ...usdt, address: TRON.slice(0, 33) })).toBe('Некорректный адрес');
    expect(refusal({ ...usdt, address: TRON + 'A' })).toBe('Некорректный адрес');
    expect(refusal({ ...usdt, address: 'X' + TRON.slice(1) })).toBe('Некорректный адрес');
  });

  it('BTC legacy address: 1 or 3, 26 to 35 characters', () => {
    expect(refusal({ ...btc, address: '1' + 'a'.repeat(24) })).toBe('Некорректный адрес');
    expect(refusal({ ...btc, address: '1' + 'a'.repeat(25) })).toBe('Адрес не в белом списке');
    expect(refusal({ ...btc, address: '3' + 'a'.repeat(34) })).toBe('Адрес не в белом списке');
    expect(refusal({ ...btc, address: '3' + 'a'.repeat(35) })).toBe('Некорректный адрес');
  });

  it('ETH/BSC address: 0x plus 40 hex digits', () => {
    const bsc = { ...usdt, network: 'BEP20' };
    expect(refusal({ ...bsc, address: '0x' + 'f'.repeat(39) })).toBe('Некорректный адрес');
    expect(refusal({ ...bsc, address: '0x' + 'g'.repeat(40) })).toBe('Некорректный адрес');
    expect(refusal({ ...bsc, address: '0x' + 'F'.repeat(40) })).toBe('Адрес не в белом списке');
  });

  it('a whitelisted address opens exactly 24 h after it was added', () => {
    const recent = state({ whitelist: [{ address: TRON, network: 'TRC20', createdAt: NOW - DAY_MS + 1 }] });
    expect(refusal(usdt, recent)).toMatch(/^Адрес недавно добавлен в белый список: вывод на него станет доступен через 1 ч$/);
    expect(refusal(usdt, state({ whitelist: [{ address: TRON, network: 'TRC20', createdAt: NOW - DAY_MS }] }))).toBe('accepted');
    expect(refusal(usdt, recent, { ...ctx, whitelistWaitMs: 0 })).toBe('accepted');
  });

  it('free balance must cover the amount', () => {
    expect(refusal({ ...usdt, amount: '100000' })).toBe('accepted');
    expect(refusal({ ...usdt, amount: '100000.00000001' })).toBe('Недостаточно средств');
  });

  it('only supported currencies', () => {
    const eth = state({ whitelist: [{ address: '0x' + 'a'.repeat(40), network: 'ERC20', createdAt: 0 }] });
    expect(refusal({ ...usdt, currency: 'ETH', address: '0x' + 'a'.repeat(40), network: 'ERC20', amount: '1' }, eth)).toBe(
      'Неподдерживаемая валюта',
    );
  });

  it('amount within the currency minimum and maximum', () => {
    expect(refusal({ ...usdt, amount: '1.99999999' })).toBe('Сумма должна быть от 2 до 100000 USDT');
    expect(refusal({ ...usdt, amount: '2' })).toBe('accepted');
    expect(refusal({ ...btc, amount: '0.00009999' })).toBe('Сумма должна быть от 0.0001 до 5 BTC');
    const rich = state({ balances: { ...createDemoBalances(), BTC: { free: '10.00000000', locked: '0.00000000', total: '10.00000000' } } });
    expect(refusal({ ...btc, amount: '5' }, rich)).toBe('accepted');
    expect(refusal({ ...btc, amount: '5.00000001' }, rich)).toBe('Сумма должна быть от 0.0001 до 5 BTC');
  });

  it('daily limit counts the last 24 h', () => {
    const earlier = {
      id: 'w-0',
      type: 'withdraw' as const,
      currency: 'BTC',
      amount: '4.00000000',
      fee: '0',
      address: BTC_ADDR,
      network: 'BTC',
      timestamp: NOW - DAY_MS + 1,
      txId: 'x',
    };
    const rich = state({
      transactions: [earlier],
      balances: { ...createDemoBalances(), BTC: { free: '10.00000000', locked: '0.00000000', total: '10.00000000' } },
    });
    expect(refusal({ ...btc, amount: '1.00000001' }, rich)).toBe('Превышен дневной лимит');
    expect(refusal({ ...btc, amount: '1' }, rich)).toBe('Слишком частые выводы, пожалуйста, подождите');
  });

  it('monthly limit counts the last 30 days', () => {
    const days = Array.from({ length: 19 }, (_, i) => ({
      id: `w-${i}`,
      type: 'withdraw' as const,
      currency: 'USDT',
      amount: '100000.00000000',
      fee: '0',
      address: TRON,
      network: 'TRC20',
      timestamp: NOW - (i + 1) * DAY_MS,
      txId: 'x',
    }));
    const rich = state({
      transactions: days,
      balances: { ...createDemoBalances(), USDT: { free: '500000.00000000', locked: '0.00000000', total: '500000.00000000' } },
    });
    expect(refusal({ ...usdt, amount: '100000' }, rich)).toBe('accepted');
    expect(
      refusal(
        { ...usdt, amount: '100000' },
        { ...rich, transactions: [...days, { ...days[0]!, id: 'w-x', timestamp: NOW - 25 * DAY_MS }] },
      ),
    ).toBe('Превышен месячный лимит');
  });

  it('one withdrawal per 24 h', () => {
    const first = withdraw(state(), usdt, ctx);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(refusal(usdt, first.value, { id: 'w-2', now: NOW + DAY_MS - 1 })).toBe('Слишком частые выводы, пожалуйста, подождите');
    expect(refusal(usdt, first.value, { id: 'w-2', now: NOW + DAY_MS })).toBe('accepted');
  });

  it('2FA: the fixed test code without a secret, the current TOTP with one', () => {
    expect(refusal({ ...usdt, twoFactorCode: '654321' })).toBe('Неверный 2FA код');
    const secret = generateSecret();
    const withSecret = { ...ctx, totpSecret: secret };
    expect(refusal(usdt, state(), withSecret)).toBe('Неверный 2FA код');
    const code = generateSync({ secret, epoch: Math.floor(NOW / 1000) });
    expect(refusal({ ...usdt, twoFactorCode: code }, state(), withSecret)).toBe('accepted');
    const stale = generateSync({ secret, epoch: Math.floor(NOW / 1000) - 120 });
    expect(refusal({ ...usdt, twoFactorCode: stale }, state(), withSecret)).toBe('Неверный 2FA код');
  });

  it('e-mail confirmation code', () => {
    expect(refusal({ ...usdt, emailCode: '000000' })).toBe('Неверный код подтверждения email');
    expect(refusal({ ...usdt, emailCode: undefined })).toBe('Неверный код подтверждения email');
  });
});

describe('applying transactions', () => {
  it('a withdrawal takes the amount from free and records the network fee', () => {
    const result = withdraw(state(), usdt, ctx);
    expect(result.ok && result.value.balances.USDT).toEqual({ free: '99990.00000000', locked: '0.00000000', total: '99990.00000000' });
    expect(result.ok && result.value.transactions[0]).toMatchObject({ amount: '10.00000000', fee: '1.00000000', network: 'TRC20' });
  });

  it('a deposit credits free and total', () => {
    const result = deposit(state(), { currency: 'BTC', amount: '0.25', network: 'BTC', address: BTC_ADDR }, ctx);
    expect(result.ok && result.value.balances.BTC).toEqual({ free: '0.75000000', locked: '0.00000000', total: '0.75000000' });
  });

  it('refuses a simulated deposit above the coin limit and changes nothing; the limit itself goes through', () => {
    const before = state();
    const above = deposit(before, { currency: 'BTC', amount: '100.00000001', network: 'BTC', address: BTC_ADDR }, ctx);
    expect(above).toMatchObject({ ok: false, error: { code: 'DEPOSIT_ABOVE_MAX', params: { max: '100', currency: 'BTC' } } });
    expect(before.balances.BTC?.total).toBe('0.50000000');
    expect(deposit(before, { currency: 'BTC', amount: '100', network: 'BTC', address: BTC_ADDR }, ctx).ok).toBe(true);
  });
});
