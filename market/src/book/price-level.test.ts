import { describe, expect, it } from 'vitest';
import { comparePriceKeys, isZeroQty, priceKey } from './price-level';

describe('priceKey', () => {
  it.each([
    ['61837.63000000', '61837.63000000'],
    ['61837.63', '61837.63000000'],
    ['0061837.6', '61837.60000000'],
    ['5.000', '5.00000000'],
    ['5', '5.00000000'],
    ['0.00012000', '0.00012000'],
    ['0.000120000000', '0.00012000'],
    ['0', '0.00000000'],
    ['0.0', '0.00000000'],
    ['10', '10.00000000'],
    ['1.123456789', '1.123456789'],
    ['1.1234567890', '1.123456789'],
  ])('spells %s as %s', (input, key) => {
    expect(priceKey(input)).toBe(key);
  });

  it('gives every spelling of one price the same key', () => {
    expect(new Set(['61837.63', '61837.630', '061837.63000000', '61837.6300000000'].map(priceKey)).size).toBe(1);
  });

  it('refuses text that is not a decimal', () => {
    expect(() => priceKey('1e5')).toThrow('"1e5" is not a decimal price');
    for (const text of ['', '.5', '5.', '1.2.3', '-1', ' 1', '1,5', '+2']) expect(() => priceKey(text)).toThrow('is not a decimal price');
  });
});

describe('comparePriceKeys', () => {
  it.each([
    ['9.5', '10', -1],
    ['10', '9.99', 1],
    ['0.5', '0.45', 1],
    ['61837.63', '61837.64', -1],
    ['100', '100', 0],
    ['2', '1.99999999', 1],
    ['0.00012', '0.0001', 1],
    ['1.000000001', '1', 1],
    ['1.000000001', '1.00000001', -1],
  ] as const)('orders %s against %s as %i', (a, b, sign) => {
    expect(Math.sign(comparePriceKeys(priceKey(a), priceKey(b)))).toBe(sign);
  });
});

describe('isZeroQty', () => {
  it('recognises every spelling of zero and nothing else', () => {
    expect(['0', '0.00000000', '.0', '0.'].map(isZeroQty)).toEqual([true, true, true, true]);
    expect(['0.00000001', '1', '10.0'].map(isZeroQty)).toEqual([false, false, false]);
  });
});
