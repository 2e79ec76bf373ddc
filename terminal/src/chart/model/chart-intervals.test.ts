import { describe, expect, it } from 'vitest';
import {
  CHART_INTERVALS,
  DEFAULT_CHART_INTERVAL,
  describeInterval,
  intervalAvailability,
  intervalLabel,
  MAX_CHART_CANDLES,
  parseChartInterval,
  QUICK_INTERVALS,
  seriesBarMs,
} from './chart-intervals';
import type { Kline } from '@bourse/market';

describe('chart intervals', () => {
  it('offers the 15 intervals, 1 minute by default, at most 500 candles', () => {
    expect(CHART_INTERVALS).toEqual(['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M']);
    expect(DEFAULT_CHART_INTERVAL).toBe('1m');
    expect(MAX_CHART_CANDLES).toBe(500);
  });

  it('has quick buttons for 1m 5m 15m 1h 4h 1d 1w, all of them offered intervals', () => {
    expect(QUICK_INTERVALS).toEqual(['1m', '5m', '15m', '1h', '4h', '1d', '1w']);
    for (const interval of QUICK_INTERVALS) expect(CHART_INTERVALS).toContain(interval);
  });

  it('labels intervals with Russian letters for minute, hour, day, week and month in ru', () => {
    expect(CHART_INTERVALS.map((interval) => intervalLabel(interval, 'ru-RU'))).toEqual([
      '1м',
      '3м',
      '5м',
      '15м',
      '30м',
      '1ч',
      '2ч',
      '4ч',
      '6ч',
      '8ч',
      '12ч',
      '1д',
      '3д',
      '1н',
      '1М',
    ]);
  });

  it('keeps Binance’s labels in English, where 1m and 1M differ only by case', () => {
    expect(intervalLabel('1m', 'en-US')).toBe('1m');
    expect(intervalLabel('1M', 'en-US')).toBe('1M');
    expect(describeInterval('1m', 'en-US')).toBe('1 minute');
    expect(describeInterval('1M', 'en-US')).toBe('1 month');
  });

  it('names each interval in words for screen readers, in the locale', () => {
    expect(describeInterval('15m', 'en-US')).toBe('15 minutes');
    expect(describeInterval('1w', 'en-US')).toBe('1 week');
    expect(describeInterval('4h', 'ru-RU')).toBe('4 часа');
  });

  it('accepts only intervals the chart offers', () => {
    expect(parseChartInterval('4h')).toBe('4h');
    expect(parseChartInterval('1s')).toBeNull();
    expect(parseChartInterval('2d')).toBeNull();
  });
});

describe('intervals the feed has', () => {
  const bars = (length: number, count = 5): Kline[] =>
    Array.from({ length: count }, (_, i) => [i * length, '1', '1', '1', '1', '0', (i + 1) * length - 1, '0', 0, '0', '0', '0']);

  it('reads a series’ own bar length off its klines', () => {
    expect(seriesBarMs(bars(3_600_000))).toBe(3_600_000);
    expect(seriesBarMs([])).toBeNull();
  });

  it('refuses the intervals finer than an hourly series, naming its interval, and offers the rest', () => {
    expect(intervalAvailability('1m', 3_600_000)).toEqual({ available: false, reason: 'finer', feedInterval: '1h' });
    expect(intervalAvailability('30m', 3_600_000)).toMatchObject({ available: false });
    expect(intervalAvailability('1h', 3_600_000)).toEqual({ available: true });
    expect(intervalAvailability('1M', 86_400_000)).toEqual({ available: true });
  });

  it('offers every interval on a minute feed or while the bar length is unknown', () => {
    expect(CHART_INTERVALS.every((interval) => intervalAvailability(interval, 60_000).available)).toBe(true);
    expect(intervalAvailability('1m', null)).toEqual({ available: true });
  });
});
