import { describe, expect, it } from 'vitest';
import { $lastKnownPrice, loadLastKnownPrice, rememberShownPrice, type PriceStorage } from './ticker-cache';

function memory(initial: Record<string, string> = {}): PriceStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
  };
}
const entry = (price: string, lastUpdate: number) => ({ symbol: 'BTCUSDT', price, change24h: '-0.245', volume24h: '212', lastUpdate });

describe('price cache in local storage', () => {
  it('writes priceCache, prices and lastPrice, and reads a fresh price back', () => {
    const storage = memory();
    rememberShownPrice(entry('61685.99', 1_000), 1_000, storage);
    expect([...storage.data.keys()].sort()).toEqual(['lastPrice', 'priceCache', 'prices']);
    expect(loadLastKnownPrice('BTCUSDT', 60_999, storage)?.price).toBe('61685.99');
    expect($lastKnownPrice.get()?.price).toBe('61685.99');
  });

  it('falls back to the stored price until it is 24 h old', () => {
    const storage = memory({
      prices: JSON.stringify({ BTCUSDT: entry('60000', 0) }),
      priceCache: JSON.stringify({ BTCUSDT: entry('1', -100_000) }),
    });
    expect(loadLastKnownPrice('BTCUSDT', 86_399_999, storage)?.price).toBe('60000');
    expect(loadLastKnownPrice('BTCUSDT', 86_400_000, storage)).toBeNull();
  });

  it('ignores malformed storage and works without storage', () => {
    expect(
      loadLastKnownPrice('BTCUSDT', 1, memory({ priceCache: '{bad', prices: JSON.stringify({ BTCUSDT: { price: 'x' } }) })),
    ).toBeNull();
    expect(loadLastKnownPrice('BTCUSDT', 1, null)).toBeNull();
    expect(() => rememberShownPrice(entry('1', 1), 1, null)).not.toThrow();
  });
});
