import { describe, expect, it } from 'vitest';
import { baseAssetOf, formatPair, normalizeSymbol } from './symbol';

describe('symbols', () => {
  it('accepts letters and digits with an optional slash', () => {
    expect(normalizeSymbol('btc/usdt')).toBe('BTCUSDT');
    expect(normalizeSymbol('1INCHUSDT')).toBe('1INCHUSDT');
  });

  it('refuses anything else, which stops loading', () => {
    expect(normalizeSymbol('BTC USDT')).toBeNull();
    expect(normalizeSymbol('BTC/USDT/X')).toBeNull();
    expect(normalizeSymbol('')).toBeNull();
  });

  it('shows a pair as base/quote', () => {
    expect(formatPair('BTCUSDT')).toBe('BTC/USDT');
    expect(formatPair('ETHBTC')).toBe('ETH/BTC');
    expect(formatPair('FDUSDUSDT')).toBe('FDUSD/USDT');
  });

  it('names the base asset as the pair splits it, whole when no quote is known', () => {
    expect(['BTCUSDT', 'EURUSD', 'XAUUSD', 'AAPL'].map(baseAssetOf)).toEqual(['BTC', 'EUR', 'XAU', 'AAPL']);
  });
});
