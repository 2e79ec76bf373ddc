import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartLevels, lastDistinctPrices, recommendedStops } from './chart-levels';

const text = (values: { toString(): string }[]) => values.map((value) => value.toString());

describe('support and resistance levels', () => {
  it('puts support at 95% and 90% and resistance at 105% and 110% of the mean', () => {
    // distinct 100 and 110 → mean 105; 99.75 / 94.5 and 110.25 / 115.5.
    const levels = chartLevels(['100', '100', '110']);
    expect(levels?.mean.toString()).toBe('105');
    expect(text(levels!.support)).toEqual(['99.75', '94.5']);
    expect(text(levels!.resistance)).toEqual(['110.25', '115.5']);
  });

  it('counts a repeated price once, whatever its spelling', () => {
    expect(text(lastDistinctPrices(['1', '2.00000000', '2', '3', '3']))).toEqual(['1', '2', '3']);
  });

  it('uses only the newest 30 distinct prices', () => {
    // 1..40: the newest 30 distinct are 11..40, mean 25.5.
    const prices = Array.from({ length: 40 }, (_, index) => String(index + 1));
    expect(lastDistinctPrices(prices)).toHaveLength(30);
    expect(chartLevels(prices)?.mean.toString()).toBe('25.5');
  });

  it('has no levels without a valid price', () => {
    expect(chartLevels([])).toBeNull();
    expect(chartLevels(['abc'])).toBeNull();
  });

  it('keeps support below the mean and resistance above it for any positive prices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 80 }), (cents) => {
        const levels = chartLevels(cents.map((value) => (value / 100).toFixed(2)))!;
        expect(levels.support[1].lt(levels.support[0]) && levels.support[0].lt(levels.mean)).toBe(true);
        expect(levels.mean.lt(levels.resistance[0]) && levels.resistance[0].lt(levels.resistance[1])).toBe(true);
      }),
    );
  });
});

describe('recommended stop-loss and take-profit', () => {
  it('recommends 98% and 105% of the price, exactly', () => {
    const stops = recommendedStops('61837.63');
    expect(stops?.stopLoss.toString()).toBe('60600.8774');
    expect(stops?.takeProfit.toString()).toBe('64929.5115');
  });

  it('recommends nothing for a price that is not positive', () => {
    expect(recommendedStops('0')).toBeNull();
    expect(recommendedStops('-5')).toBeNull();
    expect(recommendedStops('x')).toBeNull();
  });
});
