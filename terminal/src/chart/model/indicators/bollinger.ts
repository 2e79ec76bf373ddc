import { smaLine } from './sma';
import { withEnoughPoints, type IndicatorLine, type IndicatorResult } from './result';

/** Bollinger bands: 20 periods, 2 standard deviations. */
export const BOLLINGER = { period: 20, deviations: 2 } as const;

/**
 * The three bands, aligned with the input points.
 *
 * @example
 * const bands: BollingerBands = { upper: [null, ..., 105], middle: [null, ..., 100], lower: [null, ..., 95] };
 */
export interface BollingerBands {
  upper: IndicatorLine;
  middle: IndicatorLine;
  lower: IndicatorLine;
}

/**
 * Bollinger bands: the middle is the SMA, the bands `deviations` population standard deviations
 * away (Bollinger's own definition divides by n, not n - 1).
 */
export function bollingerBands(
  values: readonly number[],
  period: number = BOLLINGER.period,
  deviations: number = BOLLINGER.deviations,
): BollingerBands {
  const middle = smaLine(values, period);
  const width = middle.map((mean, index) => {
    if (mean === null) return null;
    let squares = 0;
    for (let at = index - period + 1; at <= index; at += 1) squares += (values[at]! - mean) ** 2;
    return deviations * Math.sqrt(squares / period);
  });
  return {
    middle,
    upper: middle.map((mean, index) => (mean === null ? null : mean + width[index]!)),
    lower: middle.map((mean, index) => (mean === null ? null : mean - width[index]!)),
  };
}

/**
 * Bollinger 20 / 2, or 'insufficient' under 50 points.
 *
 * @example
 * calculateBollinger(closes); // { status: 'ready', values: { upper, middle, lower } }
 */
export function calculateBollinger(values: readonly number[]): IndicatorResult<BollingerBands> {
  return withEnoughPoints(values, (points) => bollingerBands(points));
}
