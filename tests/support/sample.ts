/**
 * The seed of the test command's sampled sweeps (site-routes, the cabinet looks in profile): the
 * sample sees part of the route x theme x language x width space, and the seed decides which part,
 * so the sample moves on day by day and covers the whole space over the days. It is SWEEP_SEED when
 * set (a date, YYYY-MM-DD, or a whole number), else today's date in UTC; run-tests.mjs sets it
 * once per run and prints it, and a failing day's sample comes back with `SWEEP_SEED=<that seed>`.
 */
export const sweepSeed = process.env.SWEEP_SEED?.trim() || new Date().toISOString().slice(0, 10);

function seedNumber(seed: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(seed)) return Math.round(Date.parse(`${seed}T00:00:00Z`) / 86_400_000);
  if (/^\d+$/.test(seed)) return Number(seed);
  throw new Error(`SWEEP_SEED must be a date (YYYY-MM-DD) or a whole number, not "${seed}"`);
}

/**
 * One turn per dimension of the sample (0 <= turn < size), read from the seed as mixed-radix
 * digits: consecutive seeds (consecutive days) step through every combination of turns before one
 * repeats.
 *
 * @example
 * const [themeTurn, localeTurn] = sampleTurns([3, 4]); // e.g. [2, 1]
 */
export function sampleTurns(sizes: readonly number[], seed = sweepSeed): number[] {
  let rest = seedNumber(seed);
  return sizes.map((size) => {
    const turn = rest % size;
    rest = Math.floor(rest / size);
    return turn;
  });
}

/** How a test names its sample, so every report and failure shows how to replay it. */
export const sampleLabel = () => `SWEEP_SEED=${sweepSeed}`;
