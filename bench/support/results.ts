import { appendFileSync } from 'node:fs';
import os from 'node:os';

/**
 * One row of the performance table: what was measured, the figure, the target and how far the
 * figure is past it (ratio >= 1 meets the target; undefined for a figure without one). Each
 * benchmark prints its rows as it measures them and appends them to BENCH_RESULTS (set by run.ts),
 * which prints every row together at the end of `npm run bench`.
 * @example reportRow({ what: 'book engine', now: '5.2M level updates/s', target: '>= 5M/s', ratio: 1.04 })
 */
export type BenchRow = {
  what: string;
  now: string;
  target: string;
  ratio?: number;
  /** Where the row stands in the table (the rows of the performance issue first, in its order). */
  order?: number;
  load?: string;
};

/** The machine's load when a figure was taken: figures on a busy machine are lower and noisier. */
export const machineLoad = () => `load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;

export function reportRow(row: BenchRow): void {
  const withLoad = { ...row, load: row.load ?? machineLoad() };
  console.log(
    `  ROW ${withLoad.what}: ${withLoad.now} | target ${withLoad.target} | ratio ${formatRatio(withLoad.ratio)} | ${withLoad.load}`,
  );
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(withLoad)}\n`);
}

/** "1.23 ok" / "0.80 MISSED" / "—" (no target). */
export function formatRatio(ratio: number | undefined): string {
  if (ratio === undefined) return '—';
  return `${ratio.toFixed(2)} ${ratio >= 1 ? 'ok' : 'MISSED'}`;
}

/** Ratio for a "no more than" target: 1 at the limit, above 1 under it. */
export const atMost = (value: number, limit: number) => (value <= 0 ? Infinity : limit / value);
/** Ratio for an "at least" target. */
export const atLeast = (value: number, floor: number) => value / floor;
