import { DAY_MS } from '@bourse/trading';

/** The order pages' time ranges. */
export const HISTORY_RANGES = ['7d', '30d', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Where a range starts, in milliseconds; null for everything. @example rangeStart('7d', now) // now - 7 days */
export function rangeStart(range: HistoryRange, now: number): number | null {
  if (range === 'all') return null;
  return now - (range === '7d' ? 7 : 30) * DAY_MS;
}
