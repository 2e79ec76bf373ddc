import { emaLine } from './ema';
import { withEnoughPoints, type IndicatorLine, type IndicatorResult } from './result';

/** MACD 12/26/9. */
export const MACD_PERIODS = { fast: 12, slow: 26, signal: 9 } as const;

/**
 * MACD's three lines, aligned with the input points.
 *
 * @example
 * const macd: MacdLines = { macd: [null, ..., 4.1], signal: [null, ..., 3.2], histogram: [null, ..., 0.9] };
 */
export interface MacdLines {
  /** EMA fast minus EMA slow. */
  macd: IndicatorLine;
  /** EMA of the MACD line over the signal period. */
  signal: IndicatorLine;
  /** MACD minus signal. */
  histogram: IndicatorLine;
}

/** MACD from closes; the signal starts once `signal` MACD values exist (point 34 for 12/26/9). */
export function macdLines(values: readonly number[], periods: { fast: number; slow: number; signal: number } = MACD_PERIODS): MacdLines {
  const fast = emaLine(values, periods.fast);
  const slow = emaLine(values, periods.slow);
  const macd = fast.map((value, index) => {
    const other = slow[index] ?? null;
    return value === null || other === null ? null : value - other;
  });
  const signal = emaLine(macd, periods.signal);
  const histogram = macd.map((value, index) => {
    const other = signal[index] ?? null;
    return value === null || other === null ? null : value - other;
  });
  return { macd, signal, histogram };
}

/**
 * MACD 12/26/9, or 'insufficient' under 50 points.
 *
 * @example
 * calculateMacd(closes); // { status: 'ready', values: { macd, signal, histogram } }
 */
export function calculateMacd(values: readonly number[]): IndicatorResult<MacdLines> {
  return withEnoughPoints(values, (points) => macdLines(points));
}
