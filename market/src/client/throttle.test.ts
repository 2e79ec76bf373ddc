import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Throttle, THROTTLE_MS } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Throttle', () => {
  it.each(Object.entries(THROTTLE_MS))('%s: publishes at once, then at most once per %i ms, ending on the newest', (_name, period) => {
    const seen: number[] = [];
    const throttle = new Throttle<number>(period, (v) => seen.push(v));
    for (let i = 1; i <= 5; i += 1) throttle.push(i);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(period - 1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 5]);
    vi.advanceTimersByTime(period * 3);
    expect(seen).toEqual([1, 5]);
    throttle.push(6);
    expect(seen).toEqual([1, 5, 6]);
  });

  it('uses the documented periods: trades 300, ticker 500, book 200, other 1000 ms', () => {
    expect(THROTTLE_MS).toEqual({ trades: 300, ticker: 500, book: 200, general: 1_000 });
  });

  it('publishes nothing after cancel', () => {
    const seen: number[] = [];
    const throttle = new Throttle<number>(200, (v) => seen.push(v));
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([1]);
  });
});
