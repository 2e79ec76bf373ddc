import { withEnoughPoints, type IndicatorLine, type IndicatorResult } from './result';

/**
 * Exponential moving average with weight 2 / (period + 1), seeded with the simple average of the
 * first `period` points (the usual convention, so the first value does not hinge on one price).
 * Null entries in `values` (a warming-up input such as MACD's line) are skipped and stay null.
 */
export function emaLine(values: readonly (number | null)[], period: number): IndicatorLine {
  const weight = 2 / (period + 1);
  const out: IndicatorLine = [];
  let seen = 0;
  let seedSum = 0;
  let previous: number | null = null;
  for (const value of values) {
    if (value === null) {
      out.push(null);
      continue;
    }
    seen += 1;
    if (previous === null) {
      seedSum += value;
      if (seen === period) previous = seedSum / period;
      out.push(previous);
      continue;
    }
    previous = value * weight + previous * (1 - weight);
    out.push(previous);
  }
  return out;
}

/**
 * Exponential moving average, or 'insufficient' under 50 points.
 *
 * @example
 * calculateEma(closes, 12); // { status: 'ready', values: [null, ..., 61828.4, ...] }
 */
export function calculateEma(values: readonly number[], period: number): IndicatorResult<IndicatorLine> {
  return withEnoughPoints(values, (points) => emaLine(points, period));
}
