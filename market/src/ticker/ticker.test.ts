import { describe, expect, it } from 'vitest';
import { applyTradeToTicker, mergeTicker } from './ticker';
import type { Ticker, Trade } from '../types';

const ticker: Ticker = {
  symbol: 'BTCUSDT',
  lastPrice: '61685.99000000',
  openPrice: '61837.63000000',
  priceChange: '-151.64000000',
  priceChangePercent: '-0.245',
  highPrice: '61860.80000000',
  lowPrice: '61583.22000000',
  volume: '212.03315000',
  quoteVolume: '13084074.11238860',
  lastTradeId: 100,
  updatedAt: 1_000,
};
const trade = (id: number, price: string): Trade => ({ id, price, qty: '0.1', time: 2_000, isBuyerMaker: false });

describe('applyTradeToTicker', () => {
  it('moves the last price and recomputes change and percent from the open', () => {
    const next = applyTradeToTicker(ticker, trade(101, '61900.00000000'));
    expect(next.lastPrice).toBe('61900.00000000');
    expect(next.priceChange).toBe('62.37000000');
    expect(next.priceChangePercent).toBe('0.101');
    expect(next.highPrice).toBe('61900.00000000');
    expect(next.updatedAt).toBe(2_000);
  });

  it('extends the low when a trade goes below it', () => {
    expect(applyTradeToTicker(ticker, trade(101, '61500.00000000')).lowPrice).toBe('61500.00000000');
  });

  it('ignores a trade the ticker already counted', () => {
    expect(applyTradeToTicker(ticker, trade(100, '1.00000000'))).toBe(ticker);
  });
});

describe('mergeTicker', () => {
  const event: Ticker = { ...ticker, volume: '300.00000000', lastTradeId: 100, lastPrice: '61700.00000000' };

  it('takes the statistics of a newer snapshot, keeping a last price from a newer trade', () => {
    const shown = applyTradeToTicker(ticker, trade(105, '61900.00000000'));
    const merged = mergeTicker(shown, event);
    expect(merged.volume).toBe('300.00000000');
    expect(merged.lastPrice).toBe('61900.00000000');
    expect(merged.lastTradeId).toBe(105);
  });

  it('takes everything from a snapshot that saw the newest trade', () => {
    expect(mergeTicker(ticker, { ...event, lastTradeId: 120 })).toEqual({ ...event, lastTradeId: 120 });
  });
});
