import { describe, expect, it } from 'vitest';
import { sampleTurns } from '../support/sample';

// The sampled sweeps see a different part of their space each day and the same part for the same
// seed, so a failing day's sample can be seen again with SWEEP_SEED.
describe('the sweeps sample seed', () => {
  it('gives the same turns for the same seed, a date or a number', () => {
    expect(sampleTurns([3, 4, 3], '2026-11-28')).toEqual(sampleTurns([3, 4, 3], '2026-11-28'));
    expect(sampleTurns([3, 4, 3], '7')).toEqual([1, 2, 0]);
  });

  it('steps through every combination of turns on consecutive days before one repeats', () => {
    const days = Array.from({ length: 36 }, (_, i) => new Date(Date.UTC(2026, 10, 28) + i * 86_400_000).toISOString().slice(0, 10));
    expect(new Set(days.map((day) => sampleTurns([3, 4, 3], day).join())).size).toBe(36);
  });

  it('refuses a seed it cannot read, saying what it takes', () => {
    expect(() => sampleTurns([3], 'tuesday')).toThrow(/YYYY-MM-DD/);
  });
});
