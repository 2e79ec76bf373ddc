import { Dec } from '@bourse/market';

/**
 * Why a typed price or amount was refused; the view says it in the trader's language.
 *
 * @example
 * const error: DecimalInputError = 'NEGATIVE';
 */
export type DecimalInputError = 'NOT_A_NUMBER' | 'NEGATIVE';

/**
 * A typed number read: `value` is plain decimal text with a dot ('12.5', '12.', '' while empty),
 * the form every rule of the order form works on.
 */
export type TypedDecimal = { ok: true; value: string } | { ok: false; error: DecimalInputError };

const PLAIN = /^\d*\.?\d*$/;
// Spaces a trader may type as thousands separators (ru groups with a no-break space).
const GROUPING_SPACES = /[\s\u00a0\u202f]/g;

/**
 * The locale's decimal separator, from Intl ('.' in en, ',' in ru, de, es).
 *
 * @example
 * decimalSeparatorOf('ru'); // ','
 */
export function decimalSeparatorOf(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/**
 * Read what a trader typed into a price or amount field. The dot is always accepted, and so is the
 * locale's own separator (12,5 in ru); anything else is refused with a reason, never rewritten into
 * another number (the old filter turned "12,5" into 125 and "-5" into 5).
 *
 * @example
 * parseDecimalInput('12,5', 'ru'); // { ok: true, value: '12.5' }
 * parseDecimalInput('-5', 'en');   // { ok: false, error: 'NEGATIVE' }
 * parseDecimalInput('12,5', 'en'); // { ok: false, error: 'NOT_A_NUMBER' } (a comma groups thousands in en)
 */
export function parseDecimalInput(text: string, locale: string): TypedDecimal {
  const separator = decimalSeparatorOf(locale);
  let compact = text.replace(GROUPING_SPACES, '');
  if (separator !== '.') compact = compact.split(separator).join('.');
  if (compact.startsWith('-'))
    return PLAIN.test(compact.slice(1)) && /\d/.test(compact) ? { ok: false, error: 'NEGATIVE' } : { ok: false, error: 'NOT_A_NUMBER' };
  return PLAIN.test(compact) ? { ok: true, value: compact } : { ok: false, error: 'NOT_A_NUMBER' };
}

/**
 * Plain decimal text as the field shows it in the locale (the separator only: no grouping, so what
 * is shown can be typed back).
 *
 * @example
 * formatDecimalInput('12.5', 'ru'); // '12,5'
 */
export function formatDecimalInput(value: string, locale: string): string {
  const separator = decimalSeparatorOf(locale);
  return separator === '.' ? value : value.replace('.', separator);
}

const INCREMENT = /^\d+(\.\d+)?$/;

/**
 * `value` on a multiple of `increment` (the pair's tick for prices, its step for amounts): to the
 * nearest multiple, or down (an amount must never grow past what the balance allows). Unknown
 * rules or an empty value leave the text as it is.
 *
 * @example
 * roundToIncrement('61837.634', '0.01', 'nearest'); // '61837.63'
 * roundToIncrement('0.123456', '0.00001', 'down');  // '0.12345'
 */
export function roundToIncrement(value: string, increment: string | null | undefined, mode: 'nearest' | 'down'): string {
  if (!increment || !INCREMENT.test(increment) || new Dec(increment).isZero() || !/\d/.test(value) || !PLAIN.test(value)) return value;
  const step = new Dec(increment);
  const units = new Dec(value.endsWith('.') ? value.slice(0, -1) : value).dividedBy(step);
  const whole = mode === 'down' ? units.toDecimalPlaces(0, Dec.ROUND_FLOOR) : units.toDecimalPlaces(0, Dec.ROUND_HALF_UP);
  // Shortest form: '0.5' stays '0.5' on a 0.00001 step instead of growing zeros the trader never typed.
  return whole.times(step).toFixed();
}
