import { describe, expect, it } from 'vitest';
import { comparePriceKeys, isZeroQty, priceKey } from './price-level';

describe('priceKey', () => {
  it.each([
    ['61837.63000000', '61837.63'],
    ['61837.63', '61837.63'],
    ['0061837.6', '61837.6'],
    ['5.000', '5'],
    ['5', '5'],
    ['0.00012000', '0.00012'],
    ['0', '0'],
    ['0.0', '0'],
    ['10', '10'],
  ])('spells %s as %s', (input, key) => {
    expect(priceKey(input)).toBe(key);
  });

  it('refuses text that is not a decimal', () => {
    expect(() => priceKey('1e5')).toThrow('"1e5" is not a decimal price');
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
  ] as const)('orders %s against %s as %i', (a, b, sign) => {
    expect(Math.sign(comparePriceKeys(a, b))).toBe(sign);
  });
});

describe('isZeroQty', () => {
  it('recognises every spelling of zero and nothing else', () => {
    expect(['0', '0.00000000', '.0', '0.'].map(isZeroQty)).toEqual([true, true, true, true]);
    expect(['0.00000001', '1', '10.0'].map(isZeroQty)).toEqual([false, false, false]);
  });
});
