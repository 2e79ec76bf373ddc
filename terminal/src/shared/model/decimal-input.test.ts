import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, formatDecimalInput, parseDecimalInput, roundToIncrement } from './decimal-input';
import { amountFor, EMPTY_ORDER_FORM, roundOrderFields, totalFor } from '../../domain/order-form';

const BTC = { tickSize: '0.01000000', stepSize: '0.00001000' };

describe('typed prices and amounts', () => {
  it('reads the locale decimal separator: 12,5 in Russian is 12.5, and the dot works too', () => {
    expect(decimalSeparatorOf('ru')).toBe(',');
    expect(parseDecimalInput('12,5', 'ru')).toEqual({ ok: true, value: '12.5' });
    expect(parseDecimalInput('12.5', 'ru')).toEqual({ ok: true, value: '12.5' });
    expect(parseDecimalInput('1 000,25', 'ru')).toEqual({ ok: true, value: '1000.25' });
    expect(parseDecimalInput('12,', 'ru')).toEqual({ ok: true, value: '12.' });
    expect(parseDecimalInput('', 'ru')).toEqual({ ok: true, value: '' });
  });

  it('refuses what is not a number with a reason instead of turning it into another number', () => {
    expect(parseDecimalInput('-5', 'en')).toEqual({ ok: false, error: 'NEGATIVE' });
    expect(parseDecimalInput('12,5', 'en')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseDecimalInput('1.2.3', 'en')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseDecimalInput('12,5,1', 'ru')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseDecimalInput('1e5', 'en')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseDecimalInput('abc', 'ru')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    expect(parseDecimalInput('-', 'en')).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('shows a value back in the locale, so what is shown reads back as the same value', () => {
    expect(formatDecimalInput('12.5', 'ru')).toBe('12,5');
    expect(formatDecimalInput('12.5', 'en')).toBe('12.5');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}(\.\d{0,8})?$/), fc.constantFrom('en', 'ru', 'de', 'es', 'zh'), (value, locale) => {
        expect(parseDecimalInput(formatDecimalInput(value, locale), locale)).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('rounding to the pair tick and step', () => {
  it('puts a price on the nearest tick and an amount down on the step', () => {
    expect(roundToIncrement('61837.634', BTC.tickSize, 'nearest')).toBe('61837.63');
    expect(roundToIncrement('61837.635', BTC.tickSize, 'nearest')).toBe('61837.64');
    expect(roundToIncrement('0.123456', BTC.stepSize, 'down')).toBe('0.12345');
    expect(roundToIncrement('1.14657321', '0.00001', 'nearest')).toBe('1.14657');
    expect(roundToIncrement('12.7', '1', 'down')).toBe('12');
    expect(roundToIncrement('0.5', BTC.stepSize, 'down')).toBe('0.5');
  });

  it('leaves the text alone when the rules are unknown or there is no number yet', () => {
    expect(roundToIncrement('0.123456789', null, 'down')).toBe('0.123456789');
    expect(roundToIncrement('', BTC.stepSize, 'down')).toBe('');
    expect(roundToIncrement('.', BTC.tickSize, 'nearest')).toBe('.');
  });

  it('never rounds an amount up, and always lands on a multiple of the step', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}\.\d{1,8}$/), fc.constantFrom('0.00001', '0.001', '0.1', '1'), (value, step) => {
        const rounded = roundToIncrement(value, step, 'down');
        expect(Number(rounded)).toBeLessThanOrEqual(Number(value));
        expect((rounded.split('.')[1] ?? '').length).toBeLessThanOrEqual((step.split('.')[1] ?? '').length);
      }),
    );
  });

  it('rounds totals the same way: to the tick decimals, amounts from a total down to the step', () => {
    expect(totalFor('61837.63', '0.00123', BTC)).toBe('76.06');
    expect(amountFor('60000', '100', BTC)).toBe('0.00166');
    expect(totalFor('60000', '0.01')).toBe('600');
  });

  it('says which fields rounding moved, and moves nothing already on the tick and step', () => {
    const typed = { ...EMPTY_ORDER_FORM, price: '61837.634', amount: '0.123456', total: '7633.87' };
    expect(roundOrderFields(typed, BTC)).toEqual({
      fields: { ...typed, price: '61837.63', amount: '0.12345', total: '7633.85' },
      changed: ['price', 'amount'],
    });
    const clean = { ...EMPTY_ORDER_FORM, price: '61837.63', amount: '0.5', total: '30918.81' };
    expect(roundOrderFields(clean, BTC)).toEqual({ fields: clean, changed: [] });
  });
});
