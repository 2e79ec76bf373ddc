import { toDecimal, type DecimalInput } from './decimal';

/** Spec limits: a ticker above 1e9 or 50 % off the first price, a trade 10 % off, is noise. */
export const MAX_SANE_PRICE = 1e9;
export const MAX_TICKER_DEVIATION = 0.5;
export const MAX_TRADE_DEVIATION = 0.1;

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
  | { code: 'PRICE_DEVIATES'; price: string; reference: string; limit: number };

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

/** One line for a log, naming the rule that rejected the price. */
export function describePriceRejection(rejection: PriceRejection): string {
  switch (rejection.code) {
    case 'PRICE_INVALID': return `price ${rejection.price} is not a number`;
    case 'PRICE_NOT_POSITIVE': return `price ${rejection.price} is not above 0`;
    case 'PRICE_TOO_HIGH': return `price ${rejection.price} is above ${MAX_SANE_PRICE}`;
    case 'PRICE_DEVIATES':
      return `price ${rejection.price} is more than ${rejection.limit * 100}% away from ${rejection.reference}`;
  }
}
