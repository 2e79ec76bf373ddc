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
  // A short series opens wider than its bars (see openingWindow): zooming out never narrows it.
  const widest = Math.max(MIN_VISIBLE_CANDLES, total + 5, width);
  const next = Math.min(widest, Math.max(MIN_VISIBLE_CANDLES, wanted));
  return { from: range.to - next, to: range.to };
}

/** The width of one bar when a series opens, in CSS pixels: a readable candle, as exchanges draw it. */
export const OPENING_BAR_PX = 9;
/** Empty bars kept to the right of the newest one, so the last candle and its price label stand free. */
export const RIGHT_MARGIN_BARS = 3;

/**
 * The window shown when a series loads: bars at a readable width with the newest at the right.
 * A short series (a pair's first minutes, a replay just started) keeps that width and leaves the
 * left side empty instead of stretching a few candles across the whole chart.
 *
 * @example
 * openingWindow(500, 900); // { from: 403, to: 503 }: the newest 100 bars
 * openingWindow(2, 900); // { from: -95, to: 5 }: two candles at the right edge
 */
export function openingWindow(total: number, plotWidthPx: number): LogicalWindow {
  const fitting = Math.max(MIN_VISIBLE_CANDLES, Math.floor(plotWidthPx / OPENING_BAR_PX));
  const to = total + RIGHT_MARGIN_BARS;
  return { from: to - fitting, to };
}
