import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { defaultStorage, readKey, writeKey, type KeySpec, type StorageLike } from '../../shared/store/persistence';

// A point is kept by time (ms of the bar it sits on, fractional between bars) and price, not by
// the bar's position in the loaded series: positions change when the series reloads, scrolls
// its oldest bars away or switches interval; a time and a price mean the same on all of them.
const pointSchema = z.object({ time: z.number(), price: z.number() });
// Enough for any real analysis; a bound keeps one pair's lines from filling the browser's storage.
const MAX_EACH = 200;

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

const drawingsKey: KeySpec<Record<string, SavedDrawings>> = {
  key: 'chartDrawings',
  schema: z.record(z.string(), savedDrawingsSchema),
  fallback: () => ({}),
  migrations: { 0: () => ({}) },
};

let storage: StorageLike = defaultStorage();

/**
 * Drawings by symbol, read from storage on first use.
 *
 * @example
 * $chartDrawings.get().BTCUSDT?.hlines; // [62000]
 */
export const $chartDrawings = atom<Record<string, SavedDrawings> | null>(null);

/** The drawings saved for a symbol (none when there are none). */
export function loadChartDrawings(symbol: string): SavedDrawings {
  let all = $chartDrawings.get();
  if (all === null) {
    all = readKey(storage, drawingsKey);
    $chartDrawings.set(all);
  }
  return all[symbol] ?? NO_DRAWINGS;
}

/** Keeps a symbol's drawings (an empty set removes its entry; past the bound, the newest are kept). */
export function saveChartDrawings(symbol: string, drawings: SavedDrawings): void {
  loadChartDrawings(symbol);
  const { [symbol]: _dropped, ...others } = $chartDrawings.get() ?? {};
  const empty = drawings.trends.length === 0 && drawings.hlines.length === 0;
  const kept = { trends: drawings.trends.slice(-MAX_EACH), hlines: drawings.hlines.slice(-MAX_EACH) };
  const next = empty ? others : { ...others, [symbol]: kept };
  $chartDrawings.set(next);
  writeKey(storage, drawingsKey, next);
}

/** Points the store at another storage (tests use an in-memory one) and forgets what it read. */
export function useChartDrawingsStorage(next: StorageLike): void {
  storage = next;
  $chartDrawings.set(null);
}
