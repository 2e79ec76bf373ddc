import Decimal from 'decimal.js';

/**
 * Decimal constructor used for every price and quantity computation.
 *
 * Binance sends 8 fraction digits, so a price x quantity product needs 16 and a day of
 * quote volume more than the library's default 20 significant digits: 40 keeps sums exact.
 *
 * @example
 * new Dec('61837.63').times('0.02').toFixed(8); // '1236.75260000'
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** A value a decimal can be built from: a decimal string, a number or a decimal. */
export type DecimalInput = string | number | Dec;

/**
 * Parse a value into a finite decimal, or null when it is not a number (errors are data).
 *
 * @example
 * toDecimal('1.5')?.toFixed(2); // '1.50'
 * toDecimal('abc'); // null
 */
export function toDecimal(value: DecimalInput): Dec | null {
  try {
    const parsed = new Dec(value);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
}

/** Binance prints prices and quantities with 8 fraction digits. */
export function toBinanceString(value: Dec): string {
  return value.toFixed(8);
}
