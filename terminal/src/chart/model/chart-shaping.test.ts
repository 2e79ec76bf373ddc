import { describe, expect, it } from 'vitest';
import type { Kline } from '@bourse/market';
import { planIndicators, toggleIndicator } from './chart-indicators';
import { PALETTE_TOKENS, paletteFromTokens, toHexColour, withAlpha, type ChartPalette } from './chart-palette';
import { toClosePoints, toOhlcPoints, toVolumePoints } from './chart-series';
import { openingWindow, zoomWindow } from './chart-zoom';

// A palette as the browser would compute it: each token a distinct colour, so a test can tell them apart.
const P: ChartPalette = paletteFromTokens((token) => `rgb(${Object.values(PALETTE_TOKENS).indexOf(token) * 10}, 100, 200)`);
const MINUTE = 60_000;
const T0 = 1723161240000;
function kline(index: number, open: number, close: number, volume = 1): Kline {
  const high = Math.max(open, close) + 1;
  const low = Math.min(open, close) - 1;
  return [
    T0 + index * MINUTE,
    `${open}`,
    `${high}`,
    `${low}`,
    `${close}`,
    `${volume}`,
    T0 + (index + 1) * MINUTE - 1,
    '0',
    1,
    '0',
    '0',
    '0',
  ];
}
// A zig-zag that rises overall, so RSI has both gains and losses.
const series = (count: number) => Array.from({ length: count }, (_, i) => kline(i, 100 + i, 100 + i + (i % 2 === 0 ? 2 : -1)));

describe('candles to chart data', () => {
  it('puts each kline at its open time in seconds with numeric prices', () => {
    expect(toOhlcPoints([kline(0, 100, 105)])).toEqual([{ time: T0 / 1000, open: 100, high: 106, low: 99, close: 105 }]);
    expect(toClosePoints([kline(1, 100, 98)])).toEqual([{ time: T0 / 1000 + 60, value: 98 }]);
  });

  it('colours volume green for a rising candle and red for a falling one', () => {
    const [up, down] = toVolumePoints([kline(0, 100, 105, 3), kline(1, 105, 101, 2)], P);
    expect(up).toMatchObject({ value: 3, color: withAlpha(P.up, 0.5) });
    expect(down).toMatchObject({ value: 2, color: withAlpha(P.down, 0.5) });
  });

  it('takes every colour from its theme token, as hex the canvas can fade', () => {
    const palette = paletteFromTokens((token) =>
      token === '--color-up' ? 'rgb(38, 166, 154)' : token === '--chart-ema9' ? 'rgba(240, 185, 11, 0.5)' : 'rgb(0, 0, 0)',
    );
    expect(palette.up).toBe('#26a69a');
    expect(palette.ema9).toBe('#f0b90b80');
    expect(withAlpha(palette.up, 0.5)).toBe('#26a69a80');
  });

  it('leaves a colour in another notation as the browser gave it', () => {
    expect(toHexColour(' color(srgb 0.1 0.2 0.3) ')).toBe('color(srgb 0.1 0.2 0.3)');
  });
});

describe('indicator toggles', () => {
  it('keeps enabled indicators in a fixed order whatever the click order', () => {
    expect(toggleIndicator(toggleIndicator([], 'macd'), 'rsi')).toEqual(['rsi', 'macd']);
    expect(toggleIndicator(['ma50', 'rsi'], 'ma50')).toEqual(['rsi']);
  });

  it('reports every enabled indicator as needing 50 points on a short history and draws nothing', () => {
    const plan = planIndicators(series(30), ['ma50', 'rsi'], P);
    expect(plan.series).toEqual([]);
    expect(plan.insufficient).toEqual([
      { indicator: 'ma50', needed: 50, have: 30 },
      { indicator: 'rsi', needed: 50, have: 30 },
    ]);
  });

  it('draws MA 50 over the price from the 50th candle on', () => {
    const candles = series(60);
    const [ma] = planIndicators(candles, ['ma50'], P).series;
    expect(ma).toMatchObject({ key: 'ma50', pane: 0, kind: 'line', color: P.ma50 });
    expect(ma!.points).toHaveLength(11);
    expect(ma!.points[0]!.time).toBe(candles[49]![0] / 1000);
  });

  it('gives RSI and MACD their own panes in order, and Bollinger three lines on the price', () => {
    const plan = planIndicators(series(80), ['macd', 'bollinger', 'rsi'], P);
    expect(plan.series.map((s) => [s.key, s.pane])).toEqual([
      ['bollinger-upper', 0],
      ['bollinger-middle', 0],
      ['bollinger-lower', 0],
      ['rsi', 1],
      ['macd-histogram', 2],
      ['macd-line', 2],
      ['macd-signal', 2],
    ]);
    expect(plan.series.find((s) => s.key === 'rsi')?.guides?.map((g) => g.price)).toEqual([70, 30]);
  });

  it('colours RSI red over 70 and green under 30', () => {
    const rising = Array.from({ length: 60 }, (_, i) => kline(i, 100 + i, 101 + i));
    const falling = Array.from({ length: 60 }, (_, i) => kline(i, 200 - i, 199 - i));
    expect(planIndicators(rising, ['rsi'], P).series[0]!.points.at(-1)?.color).toBe(P.down);
    expect(planIndicators(falling, ['rsi'], P).series[0]!.points.at(-1)?.color).toBe(P.up);
  });

  it('says MA 200 needs 200 candles when only 120 are loaded, instead of drawing an empty line', () => {
    const plan = planIndicators(series(120), ['ma200'], P);
    expect(plan.series).toEqual([]);
    expect(plan.insufficient).toEqual([{ indicator: 'ma200', needed: 200, have: 120 }]);
  });
});

describe('zoom buttons', () => {
  it('shows fewer candles on zoom in and more on zoom out, keeping the newest in view', () => {
    expect(zoomWindow({ from: 400, to: 500 }, 'in', 500)).toEqual({ from: 420, to: 500 });
    expect(zoomWindow({ from: 420, to: 500 }, 'out', 500)).toEqual({ from: 400, to: 500 });
  });

  it('stops at 10 candles zooming in and at all candles zooming out', () => {
    expect(zoomWindow({ from: 488, to: 500 }, 'in', 500)).toEqual({ from: 490, to: 500 });
    expect(zoomWindow({ from: 0, to: 500 }, 'out', 500)).toEqual({ from: -5, to: 500 });
  });

  it('opens on the newest bars at a readable width, a short series at the right edge instead of stretched', () => {
    expect(openingWindow(500, 900)).toEqual({ from: 403, to: 503 });
    expect(openingWindow(2, 900)).toEqual({ from: -95, to: 5 });
    expect(openingWindow(2, 0).to - openingWindow(2, 0).from).toBe(10);
    // Zooming out of a short series' opening window keeps its width rather than enlarging the candles.
    expect(zoomWindow({ from: -95, to: 5 }, 'out', 2)).toEqual({ from: -95, to: 5 });
  });
});
