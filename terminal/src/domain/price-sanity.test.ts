import { describe, expect, it } from 'vitest';
import { checkTickerPrice, checkTradePrice, describePriceRejection } from './price-sanity';

describe('price sanity', () => {
  it('accepts the first ticker price when it is positive and at most 1e9', () => {
    expect(checkTickerPrice('61837.63', null)).toBeNull();
    expect(checkTickerPrice('1000000000', null)).toBeNull();
  });

  it('rejects a ticker at or below zero, above 1e9, or not a number', () => {
    expect(checkTickerPrice('0', null)?.code).toBe('PRICE_NOT_POSITIVE');
    expect(checkTickerPrice('1000000000.01', null)?.code).toBe('PRICE_TOO_HIGH');
    expect(checkTickerPrice('NaN', null)?.code).toBe('PRICE_INVALID');
  });

  it('rejects a ticker more than 50% away from the first price', () => {
    expect(checkTickerPrice('90000', '60000')).toBeNull();
    expect(checkTickerPrice('90000.01', '60000')?.code).toBe('PRICE_DEVIATES');
  });

  it('rejects a trade more than 10% away from the base price', () => {
    expect(checkTradePrice('66000', '60000')).toBeNull();
    const rejection = checkTradePrice('66000.01', '60000');
    expect(rejection && describePriceRejection(rejection)).toBe('price 66000.01 is more than 10% away from 60000');
  });
});
