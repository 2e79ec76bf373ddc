import * as z from 'zod/mini';

// A point is kept by time (ms of the bar it sits on, fractional between bars) and price, not by
// the bar's position in the loaded series: positions change when the series reloads, scrolls
// its oldest bars away or switches interval; a time and a price mean the same on all of them.
const pointSchema = z.object({ time: z.number(), price: z.number() });
// Enough for any real analysis; a bound keeps one pair's lines from filling the browser's storage.
export const MAX_EACH = 200;

/**
 * The lines a trader drew on one pair's chart, kept in this browser across reloads and intervals.
 *
 * @example
 * const saved: SavedDrawings = { trends: [{ from: { time: 1723161600000, price: 61800 }, to: { time: 1723165200000, price: 62100 } }], hlines: [62000] };
 */
export const savedDrawingsSchema = z.object({
  trends: z.array(z.object({ from: pointSchema, to: pointSchema })).check(z.maxLength(MAX_EACH)),
  hlines: z.array(z.number()).check(z.maxLength(MAX_EACH)),
});
export type SavedDrawings = z.infer<typeof savedDrawingsSchema>;

export const NO_DRAWINGS: SavedDrawings = { trends: [], hlines: [] };
