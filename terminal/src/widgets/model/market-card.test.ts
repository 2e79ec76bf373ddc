import { describe, expect, it } from 'vitest';
import { hasQuotes, marketCardRows } from './market-card';

const btc = {
  symbol: 'BTCUSDT',
  lastPrice: '61650.01000000',
  priceChangePercent: '-0.302',
  lowPrice: '61583.22000000',
  highPrice: '61860.80000000',
};

describe('marketCardRows', () => {
  it("keeps four rows in the card's order; a pair the feed lacks has no quote", () => {
    const rows = marketCardRows([btc, { ...btc, symbol: 'ETHUSDT', lastPrice: '2681.6', lowPrice: '2600', highPrice: '2700' }]);
    expect(rows.map((row) => [row.base, row.quote?.lastPrice ?? null])).toEqual([
      ['BTC', '61650.01000000'],
      ['ETH', '2681.6'],
      ['BNB', null],
      ['SOL', null],
    ]);
    expect(hasQuotes(rows)).toBe(true);
    expect(hasQuotes(marketCardRows([]))).toBe(false);
  });

  it("places the last price in the day's range: (last - low) / (high - low)", () => {
    // (61650.01 - 61583.22) / (61860.80 - 61583.22) = 66.79 / 277.58 = 24.06 %
    expect(marketCardRows([btc])[0]!.quote!.rangePercent).toBe(24);
    expect(marketCardRows([{ ...btc, lowPrice: '1', highPrice: '1' }])[0]!.quote!.rangePercent).toBe(50);
    expect(marketCardRows([{ ...btc, lastPrice: '0' }])[0]!.quote).toBeNull();
  });
});
