import { Dec, toDecimal, type DecimalInput } from '../decimal';

/** A ticker above 1e9 or 50 % off the first price, a trade 10 % off, is noise. */
export const MAX_SANE_PRICE = 1e9;
export const MAX_TICKER_DEVIATION = 0.5;
export const MAX_TRADE_DEVIATION = 0.1;
/** Fetched prices that jump more than 10 % are ignored. */
export const MAX_FETCHED_JUMP = 0.1;
/** The outlier rule looks at the last 10 prices and allows 3 mean deviations. */
export const PRICE_BUFFER_SIZE = 10;
export const OUTLIER_DEVIATIONS = 3;

/**
 * Why a price was ignored (errors are data; the view or the log turns them into words).
 *
 * @example
 * const why: PriceRejection = { code: 'PRICE_DEVIATES', price: '90000', reference: '60000', limit: 0.5 };
 */
export type PriceRejection =
  | { code: 'PRICE_INVALID'; price: string }
  | { code: 'PRICE_NOT_POSITIVE'; price: string }
  | { code: 'PRICE_TOO_HIGH'; price: string }
  | { code: 'PRICE_DEVIATES'; price: string; reference: string; limit: number }
  | { code: 'PRICE_OUTLIER'; price: string; median: string; meanDeviation: string };

function check(value: DecimalInput, reference: DecimalInput | null, limit: number): PriceRejection | null {
  const price = toDecimal(value);
  const shown = String(value);
  if (!price) return { code: 'PRICE_INVALID', price: shown };
  if (price.lte(0)) return { code: 'PRICE_NOT_POSITIVE', price: shown };
  if (price.gt(MAX_SANE_PRICE)) return { code: 'PRICE_TOO_HIGH', price: shown };
  const base = reference === null ? null : toDecimal(reference);
  if (base && base.gt(0) && price.minus(base).abs().div(base).gt(limit)) {
    return { code: 'PRICE_DEVIATES', price: shown, reference: String(reference), limit };
  }
  return null;
}

/**
 * Null when a ticker's price may be shown, else why not. `initialPrice` is the first accepted
 * price of the session (null before it).
 *
 * @example
 * checkTickerPrice('0', null); // { code: 'PRICE_NOT_POSITIVE', price: '0' }
 */
export function checkTickerPrice(price: DecimalInput, initialPrice: DecimalInput | null): PriceRejection | null {
  return check(price, initialPrice, MAX_TICKER_DEVIATION);
}

/**
 * Null when a trade's price may move the last price, else why not.
 *
 * @example
 * checkTradePrice('70000', '60000'); // PRICE_DEVIATES (16.7 % > 10 %)
 */
export function checkTradePrice(price: DecimalInput, basePrice: DecimalInput | null): PriceRejection | null {
  return check(price, basePrice, MAX_TRADE_DEVIATION);
}

/**
 * Null when a price fetched over REST may replace `previous`, else why not (a jump over 10 %).
 *
 * @example
 * checkFetchedPrice('66000.01', '60000')?.code; // 'PRICE_DEVIATES'
 */
export function checkFetchedPrice(price: DecimalInput, previous: DecimalInput | null): PriceRejection | null {
  return check(price, previous, MAX_FETCHED_JUMP);
}

/**
 * Null unless `price` lies more than 3 mean deviations from the median of the last 10 accepted
 * prices (`recent`, oldest first; only the last 10 count). With fewer than two prices, or when
 * they are all equal (mean deviation 0), there is no spread to judge by and the price passes:
 * otherwise a quiet market would freeze the price for good.
 *
 * @example
 * checkPriceOutlier('130', ['100', '101', '99', '100', '102'])?.code; // 'PRICE_OUTLIER'
 */
export function checkPriceOutlier(price: DecimalInput, recent: readonly DecimalInput[]): PriceRejection | null {
  const value = toDecimal(price);
  if (!value) return { code: 'PRICE_INVALID', price: String(price) };
  const window = recent
    .slice(-PRICE_BUFFER_SIZE)
    .map(toDecimal)
    .filter((p): p is Dec => p !== null);
  if (window.length < 2) return null;
  const middle = median(window);
  const meanDeviation = window.reduce((sum, p) => sum.plus(p.minus(middle).abs()), new Dec(0)).div(window.length);
  if (meanDeviation.isZero() || value.minus(middle).abs().lte(meanDeviation.times(OUTLIER_DEVIATIONS))) return null;
  return { code: 'PRICE_OUTLIER', price: String(price), median: middle.toString(), meanDeviation: meanDeviation.toString() };
}

/** The median of decimals (mean of the two middle ones for an even count). */
export function median(values: readonly Dec[]): Dec {
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) throw new Error('median of no values');
  return sorted.length % 2 === 1 ? (sorted[mid] as Dec) : (sorted[mid - 1] as Dec).plus(sorted[mid] as Dec).div(2);
}

/** One line for a log, naming the rule that rejected the price. */
export function describePriceRejection(rejection: PriceRejection): string {
  switch (rejection.code) {
    case 'PRICE_INVALID':
      return `price ${rejection.price} is not a number`;
    case 'PRICE_NOT_POSITIVE':
      return `price ${rejection.price} is not above 0`;
    case 'PRICE_TOO_HIGH':
      return `price ${rejection.price} is above ${MAX_SANE_PRICE}`;
    case 'PRICE_DEVIATES':
      return `price ${rejection.price} is more than ${rejection.limit * 100}% away from ${rejection.reference}`;
    case 'PRICE_OUTLIER':
      return `price ${rejection.price} is more than ${OUTLIER_DEVIATIONS} mean deviations (${rejection.meanDeviation}) from the median ${rejection.median}`;
  }
}
