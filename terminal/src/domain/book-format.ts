import { toDecimal } from './decimal';
import { NOT_A_NUMBER } from './format';

const formatters = new Map<string, Intl.NumberFormat>();

function fixed(value: string, digits: number, locale: string | undefined): string {
  const parsed = toDecimal(value);
  if (!parsed) return NOT_A_NUMBER;
  const key = `${locale ?? ''}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, formatter);
  }
  // Rounded in decimal first, so Intl never sees a binary float.
  return formatter.format(parsed.toFixed(digits) as Intl.StringNumericLiteral);
}

/** Order book decimals are 2 for price. */
export const BOOK_PRICE_DECIMALS = 2;
/** Order book decimals are 4 for amount. */
export const BOOK_AMOUNT_DECIMALS = 4;

/**
 * A book price with 2 decimals in the locale's notation.
 *
 * @example
 * formatBookPrice('61837.63000000', 'en-US'); // '61,837.63'
 */
export function formatBookPrice(value: string, locale?: string): string {
  return fixed(value, BOOK_PRICE_DECIMALS, locale);
}

/**
 * A book amount with 4 decimals in the locale's notation.
 *
 * @example
 * formatBookAmount('3.78826000', 'en-US'); // '3.7883'
 */
export function formatBookAmount(value: string, locale?: string): string {
  return fixed(value, BOOK_AMOUNT_DECIMALS, locale);
}
