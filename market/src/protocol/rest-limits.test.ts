import { describe, expect, it } from 'vitest';
import { IntervalCounter } from './rest-limits';
import { publicEndpoint } from './rest-weights';

describe('IntervalCounter', () => {
  it('counts per key within a window that starts on the clock, as Binance’s headers do', () => {
    const counter = new IntervalCounter(10_000);
    expect(counter.add('a', 3, 20_000)).toBe(3);
    expect(counter.add('a', 2, 29_999)).toBe(5);
    expect(counter.add('b', 1, 29_999)).toBe(1);
    // The window turned at 30 000: every key starts again, whatever the first request's time was.
    expect(counter.used('a', 30_000)).toBe(0);
    expect(counter.add('a', 1, 30_001)).toBe(1);
  });

  it('says how many whole seconds are left of the window, never less than one', () => {
    const minute = new IntervalCounter(60_000);
    expect(minute.retryAfterSeconds(60_000)).toBe(60);
    expect(minute.retryAfterSeconds(60_500)).toBe(60);
    expect(minute.retryAfterSeconds(119_999)).toBe(1);
  });
});

describe('public endpoints', () => {
  it('weigh a request as Binance documents it, and know only Binance’s paths', () => {
    expect(publicEndpoint('/api/v3/depth')!.weight(new URLSearchParams('symbol=BTCUSDT&limit=500'))).toBe(25);
    expect(publicEndpoint('/api/v3/depth')!.weight(new URLSearchParams('symbol=BTCUSDT&limit=5000'))).toBe(250);
    expect(publicEndpoint('/api/v3/ticker/24hr')!.weight(new URLSearchParams(''))).toBe(80);
    expect(publicEndpoint('/api/v3/order')).toBeUndefined();
    expect(publicEndpoint('toString')).toBeUndefined();
  });
});
