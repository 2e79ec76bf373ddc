import { describe, expect, it } from 'vitest';
import { answerNoSoonerThan } from './even-timing';

/** A clock that only moves when told to, recording every wait. */
function fakeClock(start = 1000) {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    advance: (ms: number) => void (now += ms),
    clock: {
      now: () => now,
      sleep: async (ms: number) => {
        waits.push(ms);
        now += ms;
      },
    },
  };
}

describe('answerNoSoonerThan', () => {
  it('holds a fast answer until the floor, so a quick path looks like a slow one', async () => {
    const { clock, advance, waits } = fakeClock();
    const settle = answerNoSoonerThan(400, clock);
    advance(30);
    await expect(settle('answer')).resolves.toBe('answer');
    expect(waits).toEqual([370]);
  });

  it('never delays an answer that already took longer than the floor', async () => {
    const { clock, advance, waits } = fakeClock();
    const settle = answerNoSoonerThan(400, clock);
    advance(450);
    await settle('late');
    expect(waits).toEqual([]);
  });
});
