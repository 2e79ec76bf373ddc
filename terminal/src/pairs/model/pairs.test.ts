import { describe, expect, it } from 'vitest';
import { listPairs, PAIRS } from './pairs';
import { formatPair, normalizeSymbol } from '@bourse/market';

describe('the pairs list', () => {
  it('has all four categories, and every recorded pair says it is not live', () => {
    expect(new Set(PAIRS.map((p) => p.category))).toEqual(new Set(['crypto', 'forex', 'stocks', 'metals']));
    for (const pair of PAIRS.filter((p) => p.source === 'recorded')) expect(pair.label).toMatch(/^Recorded · .*not live$/);
  });

  it('uses valid symbols that read as BASE/QUOTE', () => {
    for (const pair of PAIRS) expect(normalizeSymbol(pair.symbol)).toBe(pair.symbol);
    expect(PAIRS.map((p) => formatPair(p.symbol))).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'BNB/USDT',
      'SOL/USDT',
      'XRP/USDT',
      'EUR/USD',
      'XAU/USD',
      'AAPL/USD',
      'SPY/USD',
    ]);
  });

  it('filters by category and by search text', () => {
    expect(listPairs('metals').map((p) => p.symbol)).toEqual(['XAUUSD']);
    expect(listPairs(undefined, 'eth/').map((p) => p.symbol)).toEqual(['ETHUSDT']);
    expect(listPairs('stocks', 'btc')).toEqual([]);
  });
});
