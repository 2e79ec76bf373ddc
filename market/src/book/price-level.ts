/**
 * One book level as Binance sends it: [price, quantity], decimal strings.
 *
 * @example
 * const level: PriceLevel = ['61837.63000000', '3.78826000'];
 */
export type PriceLevel = [price: string, qty: string];

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The one spelling of a price used as a map key, so '61837.63' and '61837.63000000' are the same
 * level. String work only: the book applies millions of levels a second, and building a decimal
 * per level would cost ten times more than the map update itself.
 *
 * @example
 * priceKey('061837.6300'); // '61837.63'
 * priceKey('5.000'); // '5'
 */
export function priceKey(price: string): string {
  if (!DECIMAL.test(price)) throw new Error(`"${price}" is not a decimal price`);
  let end = price.length;
  const dot = price.indexOf('.');
  if (dot >= 0) {
    while (price.charCodeAt(end - 1) === 48) end -= 1;
    if (end - 1 === dot) end -= 1;
  }
  let start = 0;
  const intEnd = dot >= 0 ? Math.min(dot, end) : end;
  while (start < intEnd - 1 && price.charCodeAt(start) === 48) start += 1;
  return start === 0 && end === price.length ? price : price.slice(start, end);
}

/**
 * Order of two price keys (as `priceKey` spells them): negative when `a` is the lower price.
 * A longer integer part is a larger number; equal ones compare as text, and fractions without
 * trailing zeros compare as text too ('5' > '45' as 0.5 > 0.45).
 *
 * @example
 * comparePriceKeys('9.5', '10'); // < 0
 */
export function comparePriceKeys(a: string, b: string): number {
  const dotA = a.indexOf('.');
  const dotB = b.indexOf('.');
  const intA = dotA < 0 ? a.length : dotA;
  const intB = dotB < 0 ? b.length : dotB;
  if (intA !== intB) return intA - intB;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True for '0', '0.00000000' and the like: Binance's "remove this level". */
export function isZeroQty(qty: string): boolean {
  for (let i = 0; i < qty.length; i += 1) {
    const c = qty.charCodeAt(i);
    if (c !== 48 && c !== 46) return false;
  }
  return true;
}
