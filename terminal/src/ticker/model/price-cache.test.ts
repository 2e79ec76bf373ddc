import { describe, expect, it } from 'vitest';
import { PRICE_CACHE_MS, rememberPrice, STORED_PRICE_MS, validPrice, type PriceEntry } from './price-cache';

const entry = (symbol: string, lastUpdate: number): PriceEntry => ({ symbol, price: '1', change24h: '0', volume24h: '0', lastUpdate });

describe('price cache ages', () => {
  it.each([
    [0, true],
    [PRICE_CACHE_MS - 1, true],
    [PRICE_CACHE_MS, false],
    [-1, false],
  ])('a cached price %i ms old is fresh: %s', (age, fresh) => {
    expect(validPrice({ BTCUSDT: entry('BTCUSDT', 1_000_000) }, 'BTCUSDT', 1_000_000 + age, PRICE_CACHE_MS) !== null).toBe(fresh);
  });

  it.each([
    [STORED_PRICE_MS - 1, true],
    [STORED_PRICE_MS, false],
  ])('a stored price %i ms old is valid: %s', (age, valid) => {
    expect(validPrice({ BTCUSDT: entry('BTCUSDT', 0) }, 'BTCUSDT', age, STORED_PRICE_MS) !== null).toBe(valid);
  });

  it('remembers the newest entry per symbol and forgets entries older than 24 h', () => {
    const now = STORED_PRICE_MS + 10;
    const book = { OLD: entry('OLD', 5), ETH: entry('ETH', now - 1), BTC: entry('BTC', now - 5) };
    expect(rememberPrice(book, entry('BTC', now), now)).toEqual({ ETH: entry('ETH', now - 1), BTC: entry('BTC', now) });
  });
});
