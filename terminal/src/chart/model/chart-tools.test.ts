import { describe, expect, it } from 'vitest';
import type { Kline, Trade } from '@bourse/market';
import { barLegend, depthCurve, measureDecimals, measureSpan, tradeFlow } from './index';

const T0 = 1723161240000;
const bar = (index: number, open: string, high: string, low: string, close: string, volume: string): Kline => [
  T0 + index * 60_000,
  open,
  high,
  low,
  close,
  volume,
  T0 + (index + 1) * 60_000 - 1,
  '0',
  1,
  '0',
  '0',
  '0',
];

describe('the legend under the crosshair', () => {
  const candles = [bar(0, '100', '106', '99', '105', '3'), bar(1, '61837.63', '61860.8', '61583.22', '61685.99', '212.03315')];

  it('reads the hovered bar’s prices and volume and its change from its own open', () => {
    // 105 − 100 = 5, 5 / 100 = 5 %.
    expect(barLegend(candles, T0)).toEqual({
      openTime: T0,
      open: '100',
      high: '106',
      low: '99',
      close: '105',
      volume: '3',
      change: '5',
      changePercent: '5',
      direction: 'up',
    });
  });

  it('counts the change in decimals: 61685.99 − 61837.63 = −151.64, −0.245… % rounds to −0.25 %', () => {
    expect(barLegend(candles, T0 + 60_000)).toMatchObject({ change: '-151.64', changePercent: '-0.25', direction: 'down' });
  });

  it('shows the newest bar when the pointer is off the chart or on no bar, and nothing without bars', () => {
    expect(barLegend(candles)?.openTime).toBe(T0 + 60_000);
    expect(barLegend(candles, 42)?.openTime).toBe(T0 + 60_000);
    expect(barLegend([])).toBeNull();
  });
});

describe('the measure tool', () => {
  it('gives the difference and the percent of the first price, over the bars between', () => {
    expect(measureSpan({ price: 100, bar: 10 }, { price: 105, bar: 14 })).toEqual({
      difference: '5',
      percent: '5',
      bars: 4,
      direction: 'up',
    });
    // 61685.99 from 61837.63: −151.64, −0.2452…% → −0.25.
    expect(measureSpan({ price: '61837.63', bar: 3 }, { price: '61685.99', bar: 1 })).toEqual({
      difference: '-151.64',
      percent: '-0.25',
      bars: -2,
      direction: 'down',
    });
  });

  it('rounds the float coordinates before subtracting, so 0.1 to 0.3 is exactly 0.2', () => {
    expect(measureSpan({ price: 0.1, bar: 0 }, { price: 0.30000000000000004, bar: 1 }, 5)?.difference).toBe('0.2');
  });

  it('has no percent from a zero price and refuses what is not a number', () => {
    expect(measureSpan({ price: 0, bar: 0 }, { price: 1, bar: 1 })?.percent).toBeNull();
    expect(measureSpan({ price: Number.NaN, bar: 0 }, { price: 1, bar: 1 })).toBeNull();
  });

  it('keeps 2 decimals for BTC-sized prices and 5 for a forex rate', () => {
    expect([measureDecimals(61837.63), measureDecimals(1.0842), measureDecimals(0.5)]).toEqual([2, 5, 6]);
  });
});

describe('the depth chart', () => {
  it('accumulates each side away from the spread, whatever order the levels come in', () => {
    const curve = depthCurve(
      [
        ['99', '2'],
        ['100', '1'],
        ['98', '0.5'],
      ],
      [
        ['102', '3'],
        ['101', '1.5'],
      ],
    );
    expect(curve.bids).toEqual([
      { price: 100, total: 1 },
      { price: 99, total: 3 },
      { price: 98, total: 3.5 },
    ]);
    expect(curve.asks).toEqual([
      { price: 101, total: 1.5 },
      { price: 102, total: 4.5 },
    ]);
    expect(curve).toMatchObject({
      bestBid: '100',
      bestAsk: '101',
      mid: '100.5',
      bidTotal: '3.5',
      askTotal: '4.5',
      low: 98,
      high: 102,
      maxTotal: 4.5,
    });
  });

  it('sums totals in decimals (0.1 + 0.2 is 0.3) and skips empty levels', () => {
    expect(
      depthCurve(
        [
          ['10', '0.1'],
          ['9', '0.2'],
          ['8', '0'],
        ],
        [],
      ).bidTotal,
    ).toBe('0.3');
  });

  it('draws one side alone and nothing from an empty book', () => {
    expect(depthCurve([], [['5', '1']])).toMatchObject({ bestBid: null, bestAsk: '5', mid: null, low: 5, high: 5 });
    expect(depthCurve([], [])).toMatchObject({ bids: [], asks: [], maxTotal: 0 });
  });
});

describe('the trade flow', () => {
  const trade = (qty: string, isBuyerMaker: boolean, time = 1): Trade => ({ id: time, price: '100', qty, time, isBuyerMaker });

  it('puts 10 and more in large, 1 to under 10 in medium, under 1 in small; a maker buyer is a taker sale', () => {
    const flow = tradeFlow([
      trade('10', false, 1),
      trade('9.99', true, 2),
      trade('1', false, 3),
      trade('0.99', true, 4),
      trade('0.01', false, 5),
    ]);
    expect(flow.rows).toEqual([
      { bucket: 'large', buys: 1, sells: 0, buyQty: '10', sellQty: '0' },
      { bucket: 'medium', buys: 1, sells: 1, buyQty: '1', sellQty: '9.99' },
      { bucket: 'small', buys: 1, sells: 1, buyQty: '0.01', sellQty: '0.99' },
    ]);
    // Buys 11.01, sells 10.98: ratio 1.0027… → 1; long share 11.01 / 21.99 = 50.068…% → 50.07.
    expect(flow).toMatchObject({ buyQty: '11.01', sellQty: '10.98', longShortRatio: '1', longPercent: '50.07', trades: 5, from: 1, to: 5 });
  });

  it('gives 1.5 for three bought to two sold', () => {
    expect(tradeFlow([trade('3', false), trade('2', true)]).longShortRatio).toBe('1.5');
  });

  it('has no ratio without sales and no figures without trades', () => {
    expect(tradeFlow([trade('1', false)])).toMatchObject({ longShortRatio: null, longPercent: '100' });
    expect(tradeFlow([])).toMatchObject({ longShortRatio: null, longPercent: null, trades: 0, from: null, to: null });
  });
});
