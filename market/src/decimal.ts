import Decimal from 'decimal.js-light';

// decimal.js-light: decimal.js's arithmetic (same precision and rounding rules) without the
// trigonometry, NaN and Infinity, about a third of the bytes in the browser. Its toString would
// switch to exponent notation below 1e-7; amounts are always written out ('0.00000001').
const Base = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -9e15, toExpPos: 9e15 });

/**
 * Decimal constructor used for every price and quantity computation.
 *
 * Binance sends 8 fraction digits, so a price x quantity product needs 16 and a day of
 * quote volume more than the library's default 20 significant digits: 40 keeps sums exact.
 * A value that is not a finite number throws; `toDecimal` turns that into null.
 *
 * @example
 * new Dec('61837.63').times('0.02').toFixed(8); // '1236.75260000'
 * Dec.max('1.5', '2').toFixed(); // '2'
 */
export const Dec = Object.assign(Base, {
  /** The larger of two values (the first when equal). */
  max: (a: DecimalInput, b: DecimalInput): Dec => (new Base(b).gt(a) ? new Base(b) : new Base(a)),
  /** The smaller of two values (the first when equal). */
  min: (a: DecimalInput, b: DecimalInput): Dec => (new Base(b).lt(a) ? new Base(b) : new Base(a)),
});
export type Dec = InstanceType<typeof Base>;

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
    return new Dec(value);
  } catch {
    return null;
  }
}

/** Binance prints prices and quantities with 8 fraction digits. */
export function toBinanceString(value: Dec): string {
  return value.toFixed(8);
}
