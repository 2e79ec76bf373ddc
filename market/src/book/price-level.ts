/**
 * One book level as Binance sends it: [price, quantity], decimal strings.
 *
 * @example
 * const level: PriceLevel = ['61837.63000000', '3.78826000'];
 */
export type PriceLevel = [price: string, qty: string];

/** Fraction digits Binance writes every price with: a price spelled so is its own key. */
const KEY_FRACTION_DIGITS = 8;

/**
 * The one spelling of a price used as a map key, so '61837.63' and '61837.63000000' are the same
 * level: no leading zeros, and at least eight fraction digits (zeros past the eighth dropped), the
 * way Binance writes every price, so a price from the feed is its own key and costs no new string.
 * String work only: the book applies millions of levels a second, and building a decimal per
 * level would cost ten times more than the map update itself. The same one pass over the
 * characters checks the spelling (digits, one dot with digits on both sides).
 *
 * @example
 * priceKey('61837.63000000'); // '61837.63000000' (the same string)
 * priceKey('061837.63'); // '61837.63000000'
 * priceKey('5'); // '5.00000000'
 */
export function priceKey(price: string): string {
  const length = price.length;
  let dot = -1;
  for (let i = 0; i < length; i += 1) {
    const c = price.charCodeAt(i);
    if (c === 46 && dot < 0 && i > 0 && i < length - 1) dot = i;
    else if (c < 48 || c > 57) throw new Error(`"${price}" is not a decimal price`);
  }
  if (length === 0) throw new Error('"" is not a decimal price');
  const intEnd = dot >= 0 ? dot : length;
  let start = 0;
  while (start < intEnd - 1 && price.charCodeAt(start) === 48) start += 1;
  let end = length;
  while (end > intEnd + 1 + KEY_FRACTION_DIGITS && price.charCodeAt(end - 1) === 48) end -= 1;
  if (start === 0 && end === length && dot >= 0 && length - dot - 1 >= KEY_FRACTION_DIGITS) return price;
  const fraction = dot >= 0 ? price.slice(dot + 1, end) : '';
  return `${price.slice(start, intEnd)}.${fraction.padEnd(KEY_FRACTION_DIGITS, '0')}`;
}

/**
 * Order of two price keys (as `priceKey` spells them): negative when `a` is the lower price.
 * A longer integer part is a larger number; equal ones compare as text, and so do the fractions
 * ('50000000' > '45000000' as 0.5 > 0.45; a longer one only adds digits past the eighth).
 *
 * @example
 * comparePriceKeys('9.50000000', '10.00000000'); // < 0
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
  // Most quantities start with a non-zero digit: settled by the first character.
  const first = qty.charCodeAt(0);
  if (first > 48 && first <= 57) return false;
  for (let i = 0; i < qty.length; i += 1) {
    const c = qty.charCodeAt(i);
    if (c !== 48 && c !== 46) return false;
  }
  return true;
}
