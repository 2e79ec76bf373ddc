import { describe, expect, it } from 'vitest';
import { convertAmount, converterAssets, converterFiatSymbols, converterRate, parseAmount } from './converter';

// What the replay server answers for /api/v3/ticker/24hr (last prices and close times).
const replayed = [
  { symbol: 'BTCUSDT', lastPrice: '61650.01000000', closeTime: 1795470735247 },
  { symbol: 'ETHUSDT', lastPrice: '2681.60000000', closeTime: 1795470735247 },
  { symbol: 'EURUSD', lastPrice: '1.14657000', closeTime: 1546293599999 },
  { symbol: 'XAUUSD', lastPrice: '1327.61000000', closeTime: 1551139199999 },
  { symbol: 'AAPLUSD', lastPrice: '122.15000000', closeTime: 1617235199999 },
];

describe('converterAssets', () => {
  it('offers the dollar, the coins the feed prices in USDT, then fiat money with the time of its rate', () => {
    expect(converterAssets(replayed)).toEqual([
      { code: 'USD', kind: 'fiat', usd: '1', asOf: null, symbol: null },
      { code: 'BTC', kind: 'coin', usd: '61650.01000000', asOf: 1795470735247, symbol: 'BTCUSDT' },
      { code: 'ETH', kind: 'coin', usd: '2681.60000000', asOf: 1795470735247, symbol: 'ETHUSDT' },
      { code: 'EUR', kind: 'fiat', usd: '1.14657000', asOf: 1546293599999, symbol: 'EURUSD' },
    ]);
  });

  it("prefers a currency's USD pair to its USDT pair, and skips pairs without a price", () => {
    const assets = converterAssets([
      { symbol: 'EURUSDT', lastPrice: '1.08', closeTime: 2 },
      { symbol: 'EURUSD', lastPrice: '1.09', closeTime: 1 },
      { symbol: 'SOLUSDT', lastPrice: '0', closeTime: 1 },
    ]);
    expect(assets.map((a) => [a.code, a.usd])).toEqual([
      ['USD', '1'],
      ['EUR', '1.09'],
    ]);
  });
});

describe('conversion to 8 decimals', () => {
  const [usd, btc, eth, eur] = converterAssets(replayed);
  it('gives the known results (computed apart with Python decimal, half up)', () => {
    expect(convertAmount('2', btc!, usd!)).toBe('123300.02000000');
    expect(convertAmount('1000', usd!, btc!)).toBe('0.01622060');
    expect(convertAmount('1', btc!, eth!)).toBe('22.99000970');
    expect(convertAmount('100', eur!, usd!)).toBe('114.65700000');
    expect(converterRate(btc!, eur!)).toBe('53769.07646284');
  });
});

describe('parseAmount', () => {
  it.each([
    ['12,5', 'ru', '12.5'],
    ['1 234,5', 'ru', '1234.5'],
    ['12.5', 'en', '12.5'],
    ['1,234.5', 'en', '1234.5'],
    ['1.234,5', 'de', '1234.5'],
    ['0,00000001', 'es', '0.00000001'],
    [',5', 'ru', '0.5'],
  ])('reads %s in %s as %s', (text, locale, value) => {
    expect(parseAmount(text, locale)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'en', 'empty'],
    ['abc', 'en', 'notNumber'],
    ['12,5', 'en', 'notNumber'],
    ['1.2.3', 'en', 'notNumber'],
    ['-5', 'ru', 'negative'],
    ['5e3', 'en', 'notNumber'],
  ])('refuses %s in %s (%s), never changing it into another number', (text, locale, reason) => {
    expect(parseAmount(text, locale)).toEqual({ ok: false, reason });
  });
});

describe('the fiat pairs among the traded symbols', () => {
  it('keeps the pairs that price euros or pounds in dollars or USDT, and no coin, metal or dollar pair', () => {
    expect(converterFiatSymbols(['BTCUSDT', 'EURUSD', 'GBPUSDT', 'XAUUSD', 'USDTUSD', 'EURBTC'])).toEqual(['EURUSD', 'GBPUSDT']);
  });
});
