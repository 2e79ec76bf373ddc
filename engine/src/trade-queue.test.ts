import { describe, expect, it } from 'vitest';
import { TradeQueue } from './trade-queue';

const trade = (id: number) => ({ id, price: '1', qty: '1', time: id, isBuyerMaker: false });

describe('one symbol’s trade queue', () => {
  it('matches trades one at a time in id order, skipping any already matched', async () => {
    const seen: number[] = [];
    const queue = new TradeQueue(
      async (t) => void seen.push(t.id),
      async () => [],
      10,
    );
    for (const id of [9, 10, 11, 12, 12]) queue.push(trade(id));
    await queue.idle();
    expect(seen).toEqual([11, 12]);
  });

  it('fetches the trades it missed before the next one, from the last it matched', async () => {
    const seen: number[] = [];
    const asked: [number, number][] = [];
    const queue = new TradeQueue(
      async (t) => void seen.push(t.id),
      async (from, until) => {
        asked.push([from, until]);
        return [trade(from), trade(from + 1)];
      },
      5,
    );
    queue.push(trade(9));
    await queue.idle();
    expect(asked).toEqual([[6, 9]]);
    expect(seen).toEqual([6, 7, 9]);
  });

  it('goes on from the live trades when the missed ones cannot be fetched, and after a step that failed', async () => {
    const seen: number[] = [];
    const log: string[] = [];
    const queue = new TradeQueue(
      async (t) => {
        if (t.id === 21) throw new Error('database busy');
        seen.push(t.id);
      },
      async () => {
        throw new Error('HTTP 401');
      },
      null,
      (m) => log.push(m),
    );
    for (const id of [20, 21, 22, 30]) queue.push(trade(id));
    await queue.idle();
    expect(seen).toEqual([20, 22, 30]);
    expect(log.some((m) => m.includes('trades 23..29 could not be fetched'))).toBe(true);
    expect(log.some((m) => m.includes('trade 21 could not be matched'))).toBe(true);
  });
});
