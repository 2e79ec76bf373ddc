import { describe, expect, it } from 'vitest';
import type { Kline } from '@bourse/market';
import { pairRules, technicalSummary, type SymbolEntry } from './index';

const btc: SymbolEntry = {
  symbol: 'BTCUSDT',
  status: 'TRADING',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  isMarginTradingAllowed: false,
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.01000000', maxPrice: '1000000.00000000', tickSize: '0.01000000' },
    { filterType: 'LOT_SIZE', minQty: '0.00001000', maxQty: '9000.00000000', stepSize: '0.00001000' },
    { filterType: 'NOTIONAL', minNotional: '5.00000000' },
  ],
};

describe('a pair’s trading rules', () => {
  it('reads the price, lot and notional filters without the exchange’s padding', () => {
    expect(pairRules([btc], 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      status: 'TRADING',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      tickSize: '0.01',
      minPrice: '0.01',
      maxPrice: '1000000',
      stepSize: '0.00001',
      minQty: '0.00001',
      maxQty: '9000',
      minNotional: '5',
      margin: false,
    });
  });

  it('says nothing for a pair the exchange does not list, and null for a filter it lacks', () => {
    expect(pairRules([btc], 'BNBUSDT')).toBeNull();
    expect(pairRules([{ ...btc, filters: [] }], 'BTCUSDT')).toMatchObject({ tickSize: null, minNotional: null });
  });
});

describe('the technical summary', () => {
  const T0 = 1723161240000;
  const candles = (closes: number[]): Kline[] =>
    closes.map((close, i) => [
      T0 + i * 60_000,
      `${close}`,
      `${close}`,
      `${close}`,
      `${close}`,
      '1',
      T0 + (i + 1) * 60_000 - 1,
      '0',
      1,
      '0',
      '0',
      '0',
    ]);

  it('reads an accelerating rise as overbought, bullish (MACD above its signal) and above both averages', () => {
    const summary = technicalSummary(candles(Array.from({ length: 60 }, (_, i) => 100 + (i * i) / 10)));
    expect(summary.rsi).toEqual({ value: 100, zone: 'overbought' });
    expect(summary.macd?.trend).toBe('bullish');
    expect(summary.ma50?.position).toBe('above');
    expect(summary.ema9?.position).toBe('above');
  });

  it('gives levels and stops from the closes in decimals even under 50 candles, indicators none', () => {
    // Distinct closes 100 and 110: mean 105; support 99.75 / 94.5, resistance 110.25 / 115.5; stops from 110.
    const summary = technicalSummary(candles([100, 110]));
    expect(summary).toMatchObject({ have: 2, needed: 50, rsi: null, macd: null, ma50: null, ema9: null });
    expect(summary.levels?.support.map(String)).toEqual(['99.75', '94.5']);
    expect(summary.levels?.resistance.map(String)).toEqual(['110.25', '115.5']);
    expect([String(summary.stops?.stopLoss), String(summary.stops?.takeProfit)]).toEqual(['107.8', '115.5']);
  });
});
