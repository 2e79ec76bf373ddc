import { toDecimal, type Dec } from '../decimal';
import { median } from './price-sanity';

/** After the first ticker, 5 s of stabilisation on the median of up to 20 buffered prices. */
export const STABILIZATION_MS = 5_000;
export const STABILIZATION_BUFFER = 20;

/**
 * The stabilisation window: when it began (the first ticker) and the prices buffered since.
 *
 * @example
 * let state: Stabilizer = initialStabilizer();
 */
export interface Stabilizer {
  startedAt: number | null;
  buffer: string[];
}

export function initialStabilizer(): Stabilizer {
  return { startedAt: null, buffer: [] };
}

/**
 * Take a ticker price at `now` (ms) and say which price to show: during the first 5 s, the median
 * of the last 20 prices (a burst of odd first quotes cannot set the price); afterwards the price
 * itself. The first price initialises the session and is shown as it is.
 *
 * @example
 * const { state, shown } = stabilizePrice(initialStabilizer(), '61837.63', Date.now());
 */
export function stabilizePrice(state: Stabilizer, price: string, now: number): { state: Stabilizer; shown: string } {
  const startedAt = state.startedAt ?? now;
  if (now - startedAt >= STABILIZATION_MS) return { state: { startedAt, buffer: [] }, shown: price };
  const buffer = [...state.buffer, price].slice(-STABILIZATION_BUFFER);
  const values = buffer.map(toDecimal).filter((p): p is Dec => p !== null);
  if (values.length <= 1) return { state: { startedAt, buffer }, shown: price };
  // Keep the feed's precision (Binance's 8 digits), so the shown text does not jump in length.
  const middle = median(values);
  const places = Math.max(middle.decimalPlaces(), ...buffer.map(fractionDigits));
  return { state: { startedAt, buffer }, shown: middle.toFixed(places) };
}

function fractionDigits(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}
