/** The smallest visible window: zooming in stops at about 10 candles. */
export const MIN_VISIBLE_CANDLES = 10;
/** Each zoom button press shows this share fewer (in) or more (out) candles. */
export const ZOOM_STEP = 0.8;

/**
 * A visible window in the chart's logical (bar index) units.
 *
 * @example
 * const range: LogicalWindow = { from: 400, to: 499 };
 */
export interface LogicalWindow {
  from: number;
  to: number;
}

/**
 * The window after one zoom step, anchored at its right edge so the newest candle stays in view;
 * never narrower than 10 candles, never wider than all of them (plus a little margin).
 *
 * @example
 * zoomWindow({ from: 400, to: 500 }, 'in', 500); // { from: 420, to: 500 }
 */
export function zoomWindow(range: LogicalWindow, direction: 'in' | 'out', total: number): LogicalWindow {
  const width = range.to - range.from;
  const wanted = direction === 'in' ? width * ZOOM_STEP : width / ZOOM_STEP;
  const widest = Math.max(MIN_VISIBLE_CANDLES, total + 5);
  const next = Math.min(widest, Math.max(MIN_VISIBLE_CANDLES, wanted));
  return { from: range.to - next, to: range.to };
}
