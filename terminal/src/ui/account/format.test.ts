import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

describe('formatAmount', () => {
  it('keeps the minus of an amount between -1 and 0 (an open loss of cents)', () => {
    expect(formatAmount('-0.28', 'en', 2)).toBe('-0.28');
    expect(formatAmount('-1234.5', 'en', 2)).toBe('-1,234.50');
    expect(formatAmount('-0.001', 'en', 2)).toBe('0.00');
    expect(formatAmount('0.28', 'ru', 2)).toBe('0,28');
  });
});
