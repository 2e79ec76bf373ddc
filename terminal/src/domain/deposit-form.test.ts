import { describe, expect, it } from 'vitest';
import { describeTradingError } from '@bourse/i18n';
import {
  ACCOUNT_DEPOSIT_TABS,
  accountDepositPrices,
  coinEquivalent,
  depositNetworksOf,
  depositToAccount,
  partnerBuyLinks,
  planAccountDeposit,
  readDepositAmount,
  readDepositUsd,
} from './deposit-form';
import { createAccounts } from '@bourse/trading';
import { Dec } from '@bourse/market';

const [BTC, USDT, USDC] = ACCOUNT_DEPOSIT_TABS as [
  (typeof ACCOUNT_DEPOSIT_TABS)[number],
  (typeof ACCOUNT_DEPOSIT_TABS)[number],
  (typeof ACCOUNT_DEPOSIT_TABS)[number],
];
const say = (text: string, locale = 'en') => {
  const result = readDepositUsd(text, locale);
  return result.ok ? result.value.toFixed() : describeTradingError(result.error, 'en');
};

describe('the dollar amount typed into the deposit dialog', () => {
  it('takes whole cents in the trader’s number format', () => {
    expect(say('1000')).toBe('1000');
    expect(say('1,000.5')).toBe('1000.5');
    expect(say('1 000,5', 'ru')).toBe('1000.5');
    expect(say('10.10')).toBe('10.1');
    expect(say('1000000')).toBe('1000000');
  });

  it('refuses an empty, zero, negative or non-number amount, extra decimals and more than the limit, saying why', () => {
    expect(say('')).toBe('Enter an amount in USD.');
    expect(say('   ')).toBe('Enter an amount in USD.');
    for (const bad of ['0', '0.00', '-5', 'abc', '12,5', '1e5'])
      expect(say(bad), bad).toBe('Incorrect amount: enter a number greater than zero.');
    expect(say('10.001')).toBe('Too many decimals: an amount in USD has at most 2.');
    expect(say('1000000.01')).toBe('A simulated deposit is at most 1,000,000 USD: lower the amount.');
  });
});

describe('coin equivalent and credit', () => {
  it('divides by the live price and rounds the coin down to 8 decimals', () => {
    expect(coinEquivalent(new Dec('1000'), '62000')).toBe('0.01612903');
    expect(coinEquivalent(new Dec('5000'), '50000')).toBe('0.10000000');
  });

  it('reads BTC from BTCUSDT, counts stablecoins and the dollar as 1, and EUR from EURUSD before EURUSDT', () => {
    const prices: Record<string, string> = { BTCUSDT: '62000', EURUSD: '1.25', EURUSDT: '1.1' };
    const priceOf = (symbol: string) => prices[symbol] ?? null;
    expect(accountDepositPrices(BTC, 'USD', priceOf)).toEqual({ coinUsd: '62000', currencyUsd: '1' });
    expect(accountDepositPrices(USDC, 'EUR', priceOf)).toEqual({ coinUsd: '1', currencyUsd: '1.25' });
    expect(accountDepositPrices(USDT, 'EUR', (s) => (s === 'EURUSDT' ? '1.1' : null))).toEqual({ coinUsd: '1', currencyUsd: '1.1' });
    // No price, a zero or a broken one is no price.
    expect(accountDepositPrices(BTC, 'EUR', (s) => (s === 'BTCUSDT' ? '0' : 'x')).coinUsd).toBeNull();
    expect(accountDepositPrices(BTC, 'EUR', () => null)).toEqual({ coinUsd: null, currencyUsd: null });
  });

  it('plans the coin sent and the account credit in its own currency (cents, rounded down)', () => {
    const plan = (currency: 'USD' | 'EUR', tab = BTC, coinUsd: string | null = '62000', currencyUsd: string | null = '1') =>
      planAccountDeposit({ text: '1000', locale: 'en', tab, currency, coinUsd, currencyUsd });
    expect(plan('USD')).toEqual({
      ok: true,
      value: { usd: '1000.00', coin: 'BTC', coinAmount: '0.01612903', currency: 'USD', credit: '1000.00' },
    });
    expect(plan('USD', USDT, '1')).toMatchObject({ ok: true, value: { coin: 'USDT', coinAmount: '1000.00000000', credit: '1000.00' } });
    expect(plan('EUR', BTC, '62000', '1.14522')).toMatchObject({ ok: true, value: { credit: '873.19', currency: 'EUR' } });
    const refusal = (result: ReturnType<typeof plan>) => (result.ok ? 'ok' : describeTradingError(result.error, 'en'));
    expect(refusal(plan('USD', BTC, null))).toBe('No BTC price yet: wait for it to load, or choose another coin.');
    expect(refusal(plan('EUR', BTC, '62000', null))).toBe('No EUR rate from the market yet: try again in a moment.');
  });
});

describe('a simulated deposit to one account', () => {
  let seed = 0;
  const accounts = createAccounts(() => (seed = (seed * 9301 + 49297) % 233280) / 233280);
  const usd = accounts[1]!;
  const request = { currency: 'BTC', amount: '0.01612903', network: 'BTC', address: usd.wallets.BTC, accountId: usd.id, credit: '1000.00' };
  const context = { id: 'd-1', now: 1_700_000_000_000 };

  it('credits that account alone and returns the transfer for the history', () => {
    const result = depositToAccount(accounts, request, context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.accounts.map((a) => a.balance)).toEqual(['145000.00000000', '1000.00000000', '0.00000000']);
    expect(result.value.transaction).toMatchObject({ type: 'deposit', currency: 'BTC', amount: '0.01612903', address: usd.wallets.BTC });
    expect(result.value.transaction.txId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses another account’s address, a wrong credit or coin amount, and changes nothing', () => {
    const refusal = (changed: Partial<typeof request>) => {
      const result = depositToAccount(accounts, { ...request, ...changed }, context);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(refusal({ address: accounts[0]!.wallets.BTC })).toBe('ADDRESS_NOT_FOUND');
    expect(refusal({ accountId: 'nobody' })).toBe('ADDRESS_NOT_FOUND');
    for (const credit of ['0', '-1', 'abc', '10.001', '']) expect(refusal({ credit }), credit).toBe('INVALID_AMOUNT');
    expect(refusal({ amount: '0' })).toBe('INVALID_AMOUNT');
    expect(accounts[1]!.balance).toBe('0.00000000');
  });
});

describe('coins, networks and partners', () => {
  it('offers USDT on TRC20 first, then ERC20; USDC on ERC20 at the account’s Ethereum address', () => {
    expect(depositNetworksOf(USDT).map((n) => n.id)).toEqual(['TRC20', 'ERC20']);
    expect(depositNetworksOf(USDC).map((n) => [n.id, n.walletKey])).toEqual([['ERC20', 'USDT_ERC20']]);
    expect(depositNetworksOf(BTC).map((n) => n.id)).toEqual(['BTC']);
  });

  it('links partner exchanges over https, without referral or tracking parameters', () => {
    const links = partnerBuyLinks('USDC');
    expect(links.map((l) => l.name)).toEqual(['Binance', 'Kraken', 'Bybit']);
    for (const { href } of links) {
      expect(new URL(href).protocol).toBe('https:');
      expect(href).not.toMatch(/ref|utm_|affiliate/i);
    }
  });
});

describe("the wallet page's simulated deposit amount", () => {
  it('reads the amount in the page language and says what is wrong with it', () => {
    expect(readDepositAmount('0,5', 'ru', 'BTC')).toEqual({ ok: true, value: '0.5' });
    expect(readDepositAmount('1,000.25', 'en', 'USDT')).toEqual({ ok: true, value: '1000.25' });
    const said = (text: string, locale: string, coin: string) => {
      const result = readDepositAmount(text, locale, coin);
      return result.ok ? result.value : describeTradingError(result.error, locale);
    };
    expect(said('', 'en', 'BTC')).toBe('Enter an amount in BTC.');
    expect(said('abc', 'en', 'BTC')).toBe('Incorrect amount: enter a number greater than zero.');
    expect(said('0', 'en', 'BTC')).toBe('Incorrect amount: enter a number greater than zero.');
    expect(said('0.123456789', 'en', 'BTC')).toBe('Too many decimals: an amount in BTC has at most 8.');
    expect(said('100.5', 'en', 'BTC')).toMatch(/^A simulated deposit is at most 100 BTC/);
    expect(said('1000001', 'en', 'USDT')).toMatch(/^A simulated deposit is at most 1,000,000 USDT/);
    expect(said('1000000', 'en', 'USDT')).toBe('1000000');
  });
});
