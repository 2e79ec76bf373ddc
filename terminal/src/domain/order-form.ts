import { Dec } from '@bourse/market';
import { roundToIncrement } from '../shared/model/decimal-input';
import { decimalsOf } from '../shared/model/format';

/**
 * The pair's price tick and amount step (exchangeInfo's PRICE_FILTER and LOT_SIZE), null when not
 * known; the form rounds to them. A pair's `SymbolRules` fits as it is.
 *
 * @example
 * const rules: OrderRules = { tickSize: '0.01000000', stepSize: '0.00001000' };
 */
export type OrderRules = { tickSize: string | null; stepSize: string | null };
const NO_RULES: OrderRules = { tickSize: null, stepSize: null };

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
 * Total = price x amount, cut to the decimals of the pair's tick (8 when unknown); empty while
 * either is missing.
 *
 * @example
 * totalFor('60000', '0.01'); // '600'
 * totalFor('61837.63', '0.00123', { tickSize: '0.01', stepSize: '0.00001' }); // '76.06'
 */
export function totalFor(price: string, amount: string, rules: OrderRules = NO_RULES): string {
  const p = fieldValue(price);
  const a = fieldValue(amount);
  return p.isZero() || a.isZero() ? '' : toFieldText(p.times(a), rules.tickSize ? decimalsOf(rules.tickSize) : FORM_AMOUNT_DECIMALS);
}

/**
 * Amount = total / price, down to the pair's step (8 decimals when unknown); empty without a price.
 *
 * @example
 * amountFor('60000', '100'); // '0.00166666'
 * amountFor('60000', '100', { tickSize: '0.01', stepSize: '0.00001' }); // '0.00166'
 */
export function amountFor(price: string, total: string, rules: OrderRules = NO_RULES): string {
  const p = fieldValue(price);
  const t = fieldValue(total);
  if (p.isZero() || t.isZero()) return '';
  const amount = toFieldText(t.dividedBy(p), FORM_AMOUNT_DECIMALS);
  return rules.stepSize ? roundToIncrement(amount, rules.stepSize, 'down') : amount;
}

/**
 * The price on the pair's tick (nearest) and the amount on its step (down: never more than typed),
 * the total following; `changed` names what moved, for the form to say so rather than change a
 * number silently. Unknown rules change nothing.
 *
 * @example
 * roundOrderFields({ ...EMPTY_ORDER_FORM, price: '61837.634', amount: '0.123456' }, { tickSize: '0.01', stepSize: '0.00001' }).fields;
 * // price '61837.63', amount '0.12345', total '7633.85'
 */
export function roundOrderFields(fields: OrderFormFields, rules: OrderRules): { fields: OrderFormFields; changed: ('price' | 'amount')[] } {
  const price = roundToIncrement(fields.price, rules.tickSize, 'nearest');
  const amount = roundToIncrement(fields.amount, rules.stepSize, 'down');
  const changed = (['price', 'amount'] as const).filter(
    (name) => fieldValue(fields[name]).cmp(fieldValue(name === 'price' ? price : amount)) !== 0,
  );
  if (changed.length === 0) return { fields, changed: [] };
  return { fields: { ...fields, price, amount, total: fields.amount ? totalFor(price, amount, rules) : fields.total }, changed };
}

/**
 * One edit of a field, with the synchronisation rules applied. `price` is the price in force (the
 * last price for a market order). A refused keystroke returns the fields unchanged (same object).
 *
 * @example
 * editOrderField(EMPTY_ORDER_FORM, 'amount', '0.01', '60000').total; // '600'
 */
export function editOrderField(
  fields: OrderFormFields,
  field: 'price' | 'amount' | 'total' | 'stopLoss',
  text: string,
  price: string,
  rules: OrderRules = NO_RULES,
): OrderFormFields {
  if (!acceptsDecimalText(text)) return fields;
  if (field === 'stopLoss') return { ...fields, stopLoss: text };
  if (field === 'price') {
    if (fields.amount) return { ...fields, price: text, total: totalFor(text, fields.amount, rules) };
    return { ...fields, price: text, amount: fields.total ? amountFor(text, fields.total, rules) : '' };
  }
  if (field === 'amount') return { ...fields, amount: text, total: totalFor(price, text, rules) };
  return { ...fields, total: text, amount: amountFor(price, text, rules) };
}

/**
 * 25/50/75/100 % of the free quote balance for a buy (2 decimals) or of the free base
 * balance for a sell (8 decimals); the other field follows from the price.
 *
 * @example
 * applyPercent(EMPTY_ORDER_FORM, { side: 'buy', percent: 25, free: '1000', price: '50000' }); // total '250', amount '0.005'
 */
export function applyPercent(
  fields: OrderFormFields,
  input: { side: 'buy' | 'sell'; percent: number; free: string; price: string },
  rules: OrderRules = NO_RULES,
): OrderFormFields {
  const share = fieldValue(input.free).times(input.percent).dividedBy(100);
  if (input.side === 'buy') {
    const total = toFieldText(share, FORM_QUOTE_DECIMALS);
    return { ...fields, total, amount: amountFor(input.price, total, rules) };
  }
  const amount = roundToIncrement(toFieldText(share, FORM_AMOUNT_DECIMALS), rules.stepSize, 'down');
  return { ...fields, amount, total: totalFor(input.price, amount, rules) };
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
