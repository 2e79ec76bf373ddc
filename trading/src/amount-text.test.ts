import { describe, expect, it } from 'vitest';
import { readAmountText } from './amount-text';

const rules = { field: 'amount', decimals: 8, max: '1000000', unit: 'USDT' };
const code = (raw: unknown) => {
  const result = readAmountText(raw, rules);
  return result.ok ? result.value.toFixed() : result.error.code;
};

describe('an amount sent to the server', () => {
  it('takes a plain decimal string or a finite JSON number', () => {
    expect(code('0.25')).toBe('0.25');
    expect(code('1000000')).toBe('1000000');
    expect(code('0.00000001')).toBe('0.00000001');
    expect(code(12.5)).toBe('12.5');
  });

  it('refuses text, NaN, infinities, exponents, spaces and group signs as not a number', () => {
    for (const raw of [
      'abc',
      'NaN',
      'Infinity',
      '1e309',
      '1e5',
      ' 1',
      '1 000',
      '1,5',
      '0x10',
      '.5',
      '5.',
      '+5',
      Number.NaN,
      Infinity,
      1e21,
      {},
      [],
      true,
    ])
      expect(code(raw), String(raw)).toBe('AMOUNT_NOT_NUMBER');
  });

  it('refuses zero and negative amounts as not above zero', () => {
    for (const raw of ['0', '0.00000000', '-1', '-0.5', -3]) expect(code(raw), String(raw)).toBe('AMOUNT_NOT_POSITIVE');
  });

  it('refuses more decimals than the ledger keeps, and more than the limit', () => {
    expect(code('0.000000001')).toBe('AMOUNT_DECIMALS');
    expect(code('1000000.00000001')).toBe('AMOUNT_TOO_LARGE');
    expect(code('99999999999999999999')).toBe('AMOUNT_TOO_LARGE');
  });

  it('asks for an amount that is missing, naming the unit', () => {
    const result = readAmountText('', rules);
    expect(result).toEqual({ ok: false, error: { code: 'AMOUNT_REQUIRED', field: 'amount', params: { currency: 'USDT' } } });
    expect(code(undefined)).toBe('AMOUNT_REQUIRED');
    expect(code(null)).toBe('AMOUNT_REQUIRED');
  });
});
