// Indicators take and give binary floats, not decimals: they only draw lines and zones on a chart,
// where a float's error (about 1e-16 of the price) is far below a pixel, nothing is settled or
// compared to a balance, and 500 candles times several indicators are recomputed on every live tick.

/** An indicator is drawn from at least 50 points, never from fewer. */
export const MIN_INDICATOR_POINTS = 50;

/**
 * One value per input point, aligned by index; null while the indicator is still warming up
 * (e.g. the first 49 points of MA 50), so a chart can pair each value with its candle's time.
 *
 * @example
 * const line: IndicatorLine = [null, null, 3, 4];
 */
export type IndicatorLine = (number | null)[];

/**
 * An indicator's answer: its values, or why there are none (errors are data, the view words them).
 *
 * @example
 * const result: IndicatorResult<IndicatorLine> = { status: 'insufficient', needed: 50, have: 12 };
 */
export type IndicatorResult<T> = { status: 'ready'; values: T } | { status: 'insufficient'; needed: number; have: number };

/** Run `compute` only when there are at least 50 points. */
export function withEnoughPoints<T>(values: readonly number[], compute: (values: readonly number[]) => T): IndicatorResult<T> {
  if (values.length < MIN_INDICATOR_POINTS) return { status: 'insufficient', needed: MIN_INDICATOR_POINTS, have: values.length };
  return { status: 'ready', values: compute(values) };
}
