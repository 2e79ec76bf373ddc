import { Dec } from './decimal';

/**
 * The spot order form's fields as the trader typed them (text, so "0." survives while typing).
 * For a market order `price` is whatever the form shows; the price used is the last price.
 *
 * @example
 * const fields: OrderFormFields = { price: '60000', amount: '0.01', total: '600', stopLoss: '', stopLossOn: false };
 */
export type OrderFormFields = { price: string; amount: string; total: string; stopLoss: string; stopLossOn: boolean };

export const EMPTY_ORDER_FORM: OrderFormFields = { price: '', amount: '', total: '', stopLoss: '', stopLossOn: false };

/** The percentage buttons. */
export const PERCENT_STEPS = [25, 50, 75, 100] as const;
/** Amounts to 8 decimals; a buy's share of the quote balance to 2. */
export const FORM_AMOUNT_DECIMALS = 8;
export const FORM_QUOTE_DECIMALS = 2;

// Accepted while typing: "only empty text or a non-negative decimal number (digits with an optional single dot)".
const DECIMAL_TEXT = /^\d*\.?\d*$/;

/**
 * Whether a keystroke may stand in a price, amount, total or stop-loss input.
 *
 * @example
 * acceptsDecimalText('0.5'); // true
 * acceptsDecimalText('-1'); // false
 */
export function acceptsDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** The value of a field; empty, "." and anything unparsable count as zero. */
export function fieldValue(text: string | null | undefined): Dec {
  if (!text || !acceptsDecimalText(text) || !/\d/.test(text)) return new Dec(0);
  return new Dec(text.endsWith('.') ? text.slice(0, -1) : text);
}

/** Plain decimal text, cut (never rounded up: a total must not grow past the balance it came from). */
export function toFieldText(value: Dec, decimals: number): string {
  return value.toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed();
}

/**
 * Total = price x amount; empty while either is missing.
 *
 * @example
 * totalFor('60000', '0.01'); // '600'
 */
export function totalFor(price: string, amount: string): string {
  const p = fieldValue(price);
  const a = fieldValue(amount);
  return p.isZero() || a.isZero() ? '' : toFieldText(p.times(a), FORM_AMOUNT_DECIMALS);
}

/**
 * Amount = total / price, to 8 decimals; empty without a price.
 *
 * @example
 * amountFor('60000', '100'); // '0.00166666'
 */
export function amountFor(price: string, total: string): string {
  const p = fieldValue(price);
  const t = fieldValue(total);
  return p.isZero() || t.isZero() ? '' : toFieldText(t.dividedBy(p), FORM_AMOUNT_DECIMALS);
}

/**
 * One edit of a field, with the synchronisation rules applied. `price` is the price in force (the
 * last price for a market order). A refused keystroke returns the fields unchanged (same object).
 *
 * @example
 * editOrderField(EMPTY_ORDER_FORM, 'amount', '0.01', '60000').total; // '600'
 */
export function editOrderField(fields: OrderFormFields, field: 'price' | 'amount' | 'total' | 'stopLoss', text: string, price: string): OrderFormFields {
  if (!acceptsDecimalText(text)) return fields;
  if (field === 'stopLoss') return { ...fields, stopLoss: text };
  if (field === 'price') {
    if (fields.amount) return { ...fields, price: text, total: totalFor(text, fields.amount) };
    return { ...fields, price: text, amount: fields.total ? amountFor(text, fields.total) : '' };
  }
  if (field === 'amount') return { ...fields, amount: text, total: totalFor(price, text) };
  return { ...fields, total: text, amount: amountFor(price, text) };
}

/**
 * 25/50/75/100 % of the free quote balance for a buy (2 decimals) or of the free base
 * balance for a sell (8 decimals); the other field follows from the price.
 *
 * @example
 * applyPercent(EMPTY_ORDER_FORM, { side: 'buy', percent: 25, free: '1000', price: '50000' }); // total '250', amount '0.005'
 */
export function applyPercent(fields: OrderFormFields, input: { side: 'buy' | 'sell'; percent: number; free: string; price: string }): OrderFormFields {
  const share = fieldValue(input.free).times(input.percent).dividedBy(100);
  if (input.side === 'buy') {
    const total = toFieldText(share, FORM_QUOTE_DECIMALS);
    return { ...fields, total, amount: amountFor(input.price, total) };
  }
  const amount = toFieldText(share, FORM_AMOUNT_DECIMALS);
  return { ...fields, amount, total: totalFor(input.price, amount) };
}

/**
 * The price is prefilled from a price clicked elsewhere (order book, chart), else the last
 * price; trailing zeros of the feed's 8-decimal strings are dropped.
 *
 * @example
 * prefillPrice(null, '61837.63000000'); // '61837.63'
 */
export function prefillPrice(picked: string | null | undefined, last: string | null | undefined): string {
  const source = picked ?? last;
  if (!source || fieldValue(source).isZero()) return '';
  return toFieldText(fieldValue(source), FORM_AMOUNT_DECIMALS);
}
