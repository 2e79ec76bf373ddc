import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect';

describe('reconnectDelay', () => {
  it('waits 1 s, then 2 s doubling, capped at 15 s', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000]);
  });

  it('gives up after the fifth attempt', () => {
    expect(reconnectDelay(6)).toBeNull();
    expect(reconnectDelay(0)).toBeNull();
  });
});
