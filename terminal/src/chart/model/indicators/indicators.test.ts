import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bollingerBands,
  calculateBollinger,
  calculateEma,
  calculateMacd,
  calculateRsi,
  calculateSma,
  emaLine,
  macdLines,
  MIN_INDICATOR_POINTS,
  rsiLine,
  rsiZone,
  smaLine,
} from './index';

// Hand-checked series: each expected value is worked out in the comment beside it.
const close = (values: (number | null)[]) => values.map((value) => (value === null ? null : expect.closeTo(value, 10)));
const prices = fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { minLength: 50, maxLength: 300 });

describe('simple and exponential moving averages', () => {
  it('averages the last n points once n points exist', () => {
    expect(smaLine([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('seeds the EMA with the simple average, then weighs each point by 2/(n+1)', () => {
    // n = 2, weight 2/3: seed (2+4)/2 = 3; 6·2/3 + 3/3 = 5; 8·2/3 + 5/3 = 7; 4·2/3 + 7/3 = 5.
    expect(emaLine([2, 4, 6, 8, 4], 2)).toEqual(close([null, 3, 5, 7, 5]));
  });

  it('computes EMA 9 with weight 0.2 after a seed of the first nine', () => {
    // 1..9 average 5; then 10·0.2 + 5·0.8 = 6; 20·0.2 + 6·0.8 = 8.8; 8.8 again: 8.8.
    const line = emaLine([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 8.8], 9);
    expect(line.slice(7)).toEqual(close([null, 5, 6, 8.8, 8.8]));
  });

  it('keeps a constant price constant', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.integer({ min: 50, max: 120 }), (price, count) => {
        const flat = Array.from({ length: count }, () => price);
        for (const value of [...smaLine(flat, 50), ...emaLine(flat, 26)]) if (value !== null) expect(value).toBeCloseTo(price, 6);
      }),
    );
  });
});

describe('RSI (Wilder)', () => {
  it('smooths gains and losses as (previous·(n−1) + current)/n', () => {
    // n = 2 on 1,2,1,2,3: first averages 0.5/0.5 → 50; gains 0.75/0.25 → RS 3 → 75; 0.875/0.125 → RS 7 → 87.5.
    expect(rsiLine([1, 2, 1, 2, 3], 2)).toEqual(close([null, null, 50, 75, 87.5]));
  });

  it('reads 100 when the price only rises and 0 when it only falls', () => {
    const rising = Array.from({ length: 60 }, (_, index) => 100 + index);
    expect(calculateRsi(rising)).toMatchObject({ status: 'ready' });
    expect(rsiLine(rising).at(-1)).toBe(100);
    expect(rsiLine([...rising].reverse()).at(-1)).toBe(0);
  });

  it('stays between 0 and 100 for any prices', () => {
    fc.assert(
      fc.property(prices, (series) => {
        for (const value of rsiLine(series)) if (value !== null) expect(value >= 0 && value <= 100).toBe(true);
      }),
    );
  });

  it('marks over 70 overbought and under 30 oversold, the bounds themselves neutral', () => {
    expect([70.01, 70, 50, 30, 29.99].map(rsiZone)).toEqual(['overbought', 'neutral', 'neutral', 'neutral', 'oversold']);
  });
});

describe('MACD', () => {
  it('subtracts the slow EMA from the fast one and smooths that into the signal', () => {
    // fast 2: 1.5, 2.5, 3.5, 4.5, 3.5; slow 3: 2, 3, 4, 3.5 → MACD 0.5, 0.5, 0.5, 0;
    // signal 2: seed 0.5, 0.5, then 0·2/3 + 0.5/3 = 1/6; histogram 0 − 1/6.
    const lines = macdLines([1, 2, 3, 4, 5, 3], { fast: 2, slow: 3, signal: 2 });
    expect(lines.macd).toEqual(close([null, null, 0.5, 0.5, 0.5, 0]));
    expect(lines.signal).toEqual(close([null, null, null, 0.5, 0.5, 1 / 6]));
    expect(lines.histogram).toEqual(close([null, null, null, 0, 0, -1 / 6]));
  });

  it('starts the 12/26/9 signal at the 34th point', () => {
    const series = Array.from({ length: 60 }, (_, index) => 100 + Math.sin(index) * 5);
    const result = calculateMacd(series);
    if (result.status !== 'ready') throw new Error('expected MACD values');
    expect(result.values.macd.findIndex((value) => value !== null)).toBe(25);
    expect(result.values.signal.findIndex((value) => value !== null)).toBe(33);
  });
});

describe('Bollinger bands', () => {
  it('puts the bands two population deviations around the mean', () => {
    // period 2 on 1,3,5: means 2 and 4, deviation 1 each → bands ±2.
    expect(bollingerBands([1, 3, 5], 2, 2)).toEqual({ middle: [null, 2, 4], upper: [null, 4, 6], lower: [null, 0, 2] });
  });

  it('has the 20-point SMA as its middle and the middle between the bands', () => {
    fc.assert(
      fc.property(prices, (series) => {
        const result = calculateBollinger(series);
        if (result.status !== 'ready') throw new Error('expected bands');
        expect(result.values.middle).toEqual(smaLine(series, 20));
        result.values.middle.forEach((mean, index) => {
          if (mean === null) return;
          expect(result.values.upper[index]!).toBeGreaterThanOrEqual(mean - 1e-6);
          expect(result.values.lower[index]!).toBeLessThanOrEqual(mean + 1e-6);
        });
      }),
    );
  });
});

describe('the 50-point floor', () => {
  const short = Array.from({ length: MIN_INDICATOR_POINTS - 1 }, (_, index) => 100 + index);

  it('answers every indicator with "insufficient" under 50 points, naming how many are needed', () => {
    for (const result of [
      calculateSma(short, 50),
      calculateEma(short, 12),
      calculateRsi(short),
      calculateMacd(short),
      calculateBollinger(short),
    ]) {
      expect(result).toEqual({ status: 'insufficient', needed: 50, have: 49 });
    }
  });

  it('computes from exactly 50 points', () => {
    const enough = [...short, 150];
    const sma = calculateSma(enough, 50);
    expect(sma.status).toBe('ready');
    if (sma.status === 'ready') expect(sma.values.at(-1)).toBeCloseTo(enough.reduce((a, b) => a + b, 0) / 50, 10);
  });
});
