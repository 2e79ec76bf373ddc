import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { defaultStorage, readKey, writeKey, type KeySpec, type StorageLike } from '../../shared/store/persistence';
import { MAX_EACH, NO_DRAWINGS, savedDrawingsSchema, type SavedDrawings } from '../model/saved-drawings';

export { NO_DRAWINGS, savedDrawingsSchema, type SavedDrawings };

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
