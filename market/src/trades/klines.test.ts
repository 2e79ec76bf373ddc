import { describe, expect, it } from 'vitest';
import { loadRecordedTrades } from '../test-support/recorded-trades';
import { aggregateKlines, klineOpenTime, parseKlineInterval } from './klines';
import type { Trade } from '../types';

// Expected figures were computed apart from this code (Python decimal over the same file).
// Expected figures cover the session's first recording (its first ~6 minutes, up to the trade at
// 2024-08-09 00:00:01.271 UTC): the continuation after it is left out, as the figures predate it.
const lastTime = 1723161601271;
const trades = loadRecordedTrades('BTCUSDT').filter((trade) => trade.time <= lastTime);
const firstMinute = 1723161240000;

describe('aggregateKlines on the recorded BTCUSDT session', () => {
  it('builds one-minute klines with Binance fields, open to taker volumes', () => {
    const klines = aggregateKlines(trades, '1m');
    expect(klines).toHaveLength(7);
    expect(klines[0]).toEqual([
      firstMinute,
      '61837.63000000',
      '61855.37000000',
      '61824.00000000',
      '61828.00000000',
      '12.43238000',
      firstMinute + 59_999,
      '768787.45918310',
      875,
      '6.32003000',
      '390804.03862290',
      '0',
    ]);
    expect(klines[1]?.slice(1, 6)).toEqual(['61828.00000000', '61860.80000000', '61780.00000000', '61782.25000000', '15.07702000']);
    expect(klines[6]?.[8]).toBe(19);
  });

  it('counts every trade exactly once across klines', () => {
    const total = aggregateKlines(trades, '1m').reduce((sum, k) => sum + k[8], 0);
    expect(total).toBe(9757);
    // The session crosses midnight UTC: its last 19 trades open the next hour.
    expect(aggregateKlines(trades, '1h').map((k) => [k[0], k[8]])).toEqual([
      [1723158000000, 9738],
      [1723161600000, 19],
    ]);
  });

  it('returns the last `limit` klines without startTime and the first ones with it', () => {
    expect(aggregateKlines(trades, '1m', { limit: 2 }).map((k) => k[0])).toEqual([firstMinute + 5 * 60_000, firstMinute + 6 * 60_000]);
    expect(aggregateKlines(trades, '1m', { startTime: firstMinute + 1, limit: 2 }).map((k) => k[0])).toEqual([
      firstMinute + 60_000,
      firstMinute + 120_000,
    ]);
    expect(aggregateKlines(trades, '1m', { endTime: firstMinute + 60_000 }).map((k) => k[0])).toEqual([firstMinute, firstMinute + 60_000]);
  });

  it('fills a quiet interval with a flat kline at the previous close', () => {
    const sparse: Trade[] = [
      { id: 1, price: '10', qty: '1', time: 0, isBuyerMaker: false },
      { id: 2, price: '12', qty: '2', time: 180_000, isBuyerMaker: true },
    ];
    const klines = aggregateKlines(sparse, '1m');
    expect(klines.map((k) => [k[0], k[4], k[5], k[8]])).toEqual([
      [0, '10.00000000', '1.00000000', 1],
      [60_000, '10.00000000', '0.00000000', 0],
      [120_000, '10.00000000', '0.00000000', 0],
      [180_000, '12.00000000', '2.00000000', 1],
    ]);
    expect(klines[0]?.[9]).toBe('1.00000000');
    expect(klines[3]?.[9]).toBe('0.00000000');
  });
});

describe('kline intervals', () => {
  it('starts weeks on Monday and months on the 1st, in UTC', () => {
    const thursday = Date.UTC(2024, 7, 8, 15, 30);
    expect(new Date(klineOpenTime(thursday, '1w')).toISOString()).toBe('2024-08-05T00:00:00.000Z');
    expect(new Date(klineOpenTime(thursday, '1M')).toISOString()).toBe('2024-08-01T00:00:00.000Z');
    expect(new Date(klineOpenTime(thursday, '4h')).toISOString()).toBe('2024-08-08T12:00:00.000Z');
  });

  it('rejects an interval Binance does not know', () => {
    expect(parseKlineInterval('1m')).toBe('1m');
    expect(parseKlineInterval('7m')).toBeNull();
  });
});
