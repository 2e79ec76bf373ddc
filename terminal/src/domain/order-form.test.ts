import { describe, expect, it } from 'vitest';
import { acceptsDecimalText, amountFor, applyPercent, EMPTY_ORDER_FORM, editOrderField, prefillPrice, totalFor } from './order-form';

describe('order form inputs', () => {
  it.each([
    ['', true],
    ['0', true],
    ['12', true],
    ['12.', true],
    ['.5', true],
    ['0.00000001', true],
    ['-1', false],
    ['1.2.3', false],
    ['1e5', false],
    ['1,5', false],
    [' 1', false],
    ['abc', false],
  ])('accepts %j only when it is empty or a non-negative decimal: %s', (text, accepted) => {
    expect(acceptsDecimalText(text)).toBe(accepted);
  });

  it('leaves the form untouched when a keystroke is refused', () => {
    const fields = { ...EMPTY_ORDER_FORM, amount: '1' };
    expect(editOrderField(fields, 'amount', '1a', '100')).toBe(fields);
  });
});

describe('order form synchronisation', () => {
  it.each([
    ['60000', '0.01', '600'],
    ['61837.63', '0.02', '1236.7526'],
    ['0.5', '0.00000001', '0'],
    ['', '1', ''],
    ['100', '', ''],
    ['100', '.', ''],
  ])('total of price %s x amount %s is %j (8 decimals, cut)', (price, amount, total) => {
    expect(totalFor(price, amount)).toBe(total);
  });

  it.each([
    ['60000', '600', '0.01'],
    ['60000', '100', '0.00166666'],
    ['3', '1', '0.33333333'],
    ['0', '100', ''],
    ['100', '', ''],
  ])('amount of total %s / price %s is %j (8 decimals, cut)', (price, total, amount) => {
    expect(amountFor(price, total)).toBe(amount);
  });

  it('typing the amount fills the total, typing the total fills the amount', () => {
    const afterAmount = editOrderField(EMPTY_ORDER_FORM, 'amount', '0.5', '2000');
    expect(afterAmount.total).toBe('1000');
    const afterTotal = editOrderField(afterAmount, 'total', '500', '2000');
    expect(afterTotal.amount).toBe('0.25');
  });

  it('a new price recomputes the total of the amount entered, or the amount of a total entered alone', () => {
    const withAmount = { ...EMPTY_ORDER_FORM, price: '100', amount: '2', total: '200' };
    expect(editOrderField(withAmount, 'price', '150', '150').total).toBe('300');
    const withTotal = { ...EMPTY_ORDER_FORM, price: '', total: '300' };
    expect(editOrderField(withTotal, 'price', '150', '150').amount).toBe('2');
  });
});

describe('percentage buttons', () => {
  it.each([
    [25, '1000', '250', '0.005'],
    [50, '1000', '500', '0.01'],
    [75, '1000', '750', '0.015'],
    [100, '1000', '1000', '0.02'],
    [25, '0.03', '0', ''],
    [100, '99.999', '99.99', '0.0019998'],
    [25, '0', '0', ''],
  ])('a buy of %i %% of %s USDT free sets the total %s (2 decimals) and the amount %j at 50000', (percent, free, total, amount) => {
    const fields = applyPercent(EMPTY_ORDER_FORM, { side: 'buy', percent, free, price: '50000' });
    expect([fields.total, fields.amount]).toEqual([total, amount]);
  });

  it.each([
    [25, '0.5', '0.125', '6250'],
    [100, '0.5', '0.5', '25000'],
    [75, '0.00000003', '0.00000002', '0.001'],
    [50, '0.00000001', '0', ''],
  ])('a sell of %i %% of %s BTC free sets the amount %s (8 decimals) and the total %j at 50000', (percent, free, amount, total) => {
    const fields = applyPercent(EMPTY_ORDER_FORM, { side: 'sell', percent, free, price: '50000' });
    expect([fields.amount, fields.total]).toEqual([amount, total]);
  });

  it('never takes more than the free balance, so 100 % always passes the balance check', () => {
    const fields = applyPercent(EMPTY_ORDER_FORM, { side: 'buy', percent: 100, free: '12345.678', price: '3' });
    expect(Number(fields.total)).toBeLessThanOrEqual(12345.678);
    expect(Number(totalFor('3', fields.amount))).toBeLessThanOrEqual(Number(fields.total));
  });
});

describe('price prefill', () => {
  it("takes a price clicked elsewhere before the last price, without the feed's trailing zeros", () => {
    expect(prefillPrice('61830.10000000', '61837.63000000')).toBe('61830.1');
    expect(prefillPrice(null, '61837.63000000')).toBe('61837.63');
    expect(prefillPrice(undefined, undefined)).toBe('');
    expect(prefillPrice(null, '0.00000000')).toBe('');
  });
});
