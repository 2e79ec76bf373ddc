import { toDecimal, type DecimalInput } from '@bourse/market';

/**
 * One end of a measurement on the chart: a price, and the bar index it sits on.
 *
 * @example
 * const start: MeasurePoint = { price: '61800', bar: 120 };
 */
export interface MeasurePoint {
  price: DecimalInput;
  bar: number;
}

/**
 * The measure tool's answer: how far the price moved from the first point to the second, in
 * price and in percent of the first price, over how many bars.
 *
 * @example
 * const span: PriceSpan = { difference: '-150', percent: '-0.25', bars: 12 };
 */
export interface PriceSpan {
  difference: string;
  /** Percent units, 2 decimals; null when the first price is zero (no base to compare to). */
  percent: string | null;
  bars: number;
  direction: 'up' | 'down' | 'flat';
}

/**
 * Measure from `from` to `to`. Canvas coordinates give binary floats; the difference is taken in
 * decimals and rounded to `decimals` first, so 0.1 − 0.3 reads −0.2, not −0.19999999999999998.
 *
 * @example
 * measureSpan({ price: 100, bar: 10 }, { price: 105, bar: 14 }, 2); // { difference: '5', percent: '5', bars: 4, direction: 'up' }
 */
export function measureSpan(from: MeasurePoint, to: MeasurePoint, decimals = 8): PriceSpan | null {
  const start = toDecimal(from.price)?.toDecimalPlaces(decimals);
  const end = toDecimal(to.price)?.toDecimalPlaces(decimals);
  if (!start || !end) return null;
  const difference = end.minus(start);
  const percent = start.isZero() ? null : difference.div(start).times(100).toDecimalPlaces(2).toString();
  return {
    difference: difference.toString(),
    percent,
    bars: Math.round(to.bar - from.bar),
    direction: difference.isZero() ? 'flat' : difference.isNegative() ? 'down' : 'up',
  };
}

/** Decimals a price on a chart of this price needs to be told apart from its neighbours. */
export function measureDecimals(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 8;
  return Math.min(8, Math.max(2, 5 - Math.floor(Math.log10(price))));
}
