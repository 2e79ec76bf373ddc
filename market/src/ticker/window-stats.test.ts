import { describe, expect, it } from 'vitest';
import { loadRecordedTrades } from '../test-support/recorded-trades';
import type { Trade } from '../types';
import { deriveTicker24h } from './ticker24h';
import { rollingStats } from './window-stats';

const trades = loadRecordedTrades('BTCUSDT').slice(0, 2_000);
const now = (trades.at(-1) as Trade).time;

describe('one set of window figures for the 24 h and the rolling tickers', () => {
  it('gives the same figures when the two windows hold the same trades', () => {
    // A 1-day rolling window opens on the minute before now - 24 h, so it holds every trade the 24 h window holds here.
    const rolling = rollingStats('BTCUSDT', trades, 86_400_000, now);
    const day = deriveTicker24h(trades, 'BTCUSDT', now);
    for (const field of [
      'priceChange',
      'priceChangePercent',
      'weightedAvgPrice',
      'openPrice',
      'highPrice',
      'lowPrice',
      'lastPrice',
    ] as const) {
      expect(rolling[field], field).toBe(day[field]);
    }
    expect(rolling).toMatchObject({
      volume: day.volume,
      quoteVolume: day.quoteVolume,
      firstId: day.firstId,
      lastId: day.lastId,
      count: 2_000,
    });
  });

  it('answers a change of 0 % rather than failing when the window opens on a zero price', () => {
    const zeroOpen: Trade[] = [
      { id: 1, price: '0', qty: '1', time: now - 2_000, isBuyerMaker: false },
      { id: 2, price: '5', qty: '1', time: now - 1_000, isBuyerMaker: true },
    ];
    expect(rollingStats('BTCUSDT', zeroOpen, 60_000, now)).toMatchObject({ priceChange: '5.00000000', priceChangePercent: '0.000' });
    expect(deriveTicker24h(zeroOpen, 'BTCUSDT', now)).toMatchObject({ priceChange: '5.00000000', priceChangePercent: '0.000' });
  });

  it('answers an empty rolling window with zeros and ids of -1', () => {
    expect(rollingStats('BTCUSDT', trades, 60_000, now + 3_600_000)).toMatchObject({
      lastPrice: '0.00000000',
      count: 0,
      firstId: -1,
      lastId: -1,
    });
  });
});
