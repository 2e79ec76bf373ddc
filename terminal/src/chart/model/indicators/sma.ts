import { withEnoughPoints, type IndicatorLine, type IndicatorResult } from './result';

/** Moving averages: MA 50 and MA 200. */
export const MA_PERIODS = [50, 200] as const;

/**
 * Simple moving average over `period` points, null until `period` points exist.
 * A running sum keeps it linear; 500 candles x several indicators run on every live tick.
 */
export function smaLine(values: readonly number[], period: number): IndicatorLine {
  const out: IndicatorLine = [];
  let sum = 0;
  values.forEach((value, index) => {
    sum += value;
    if (index >= period) sum -= values[index - period]!;
    out.push(index >= period - 1 ? sum / period : null);
  });
  return out;
}

/**
 * Simple moving average, or 'insufficient' under 50 points.
 *
 * @example
 * calculateSma(closes, 50); // { status: 'ready', values: [null, ..., 61830.2, ...] }
 */
export function calculateSma(values: readonly number[], period: number): IndicatorResult<IndicatorLine> {
  return withEnoughPoints(values, (points) => smaLine(points, period));
}
