import type { Kline } from '@bourse/market';
import { withAlpha, type ChartPalette } from './chart-palette';

/**
 * The four chart styles.
 *
 * @example
 * const style: ChartStyle = 'candles';
 */
export type ChartStyle = 'candles' | 'bars' | 'line' | 'area';
export const CHART_STYLES: readonly ChartStyle[] = ['candles', 'bars', 'line', 'area'];

/** Seconds since the epoch, as the chart's time scale counts. */
export type ChartTime = number;

/** @example const bar: OhlcPoint = { time: 1723161240, open: 1, high: 2, low: 0.5, close: 1.5 }; */
export interface OhlcPoint {
  time: ChartTime;
  open: number;
  high: number;
  low: number;
  close: number;
}
/** @example const point: ValuePoint = { time: 1723161240, value: 61830.2, color: palette.up }; */
export interface ValuePoint {
  time: ChartTime;
  value: number;
  color?: string;
}

/** A kline's open time in the chart's seconds. */
export function toChartTime(openTime: number): ChartTime {
  return Math.floor(openTime / 1000);
}

/** The klines as numbers for the candle and bar styles. */
export function toOhlcPoints(candles: readonly Kline[]): OhlcPoint[] {
  return candles.map((k) => ({ time: toChartTime(k[0]), open: Number(k[1]), high: Number(k[2]), low: Number(k[3]), close: Number(k[4]) }));
}

/** The closes, for the line and area styles. */
export function toClosePoints(candles: readonly Kline[]): ValuePoint[] {
  return candles.map((k) => ({ time: toChartTime(k[0]), value: Number(k[4]) }));
}

/** Volume bars coloured by the candle's direction (a close below the open is a falling candle). */
export function toVolumePoints(candles: readonly Kline[], palette: ChartPalette): ValuePoint[] {
  return candles.map((k) => ({
    time: toChartTime(k[0]),
    value: Number(k[5]),
    color: withAlpha(Number(k[4]) < Number(k[1]) ? palette.down : palette.up, 0.5),
  }));
}

/** Pair indicator values with their candles' times, dropping the warm-up nulls. */
export function alignToCandles(
  candles: readonly Kline[],
  values: readonly (number | null)[],
  color?: (value: number) => string,
): ValuePoint[] {
  const points: ValuePoint[] = [];
  values.forEach((value, index) => {
    const candle = candles[index];
    if (value === null || candle === undefined || !Number.isFinite(value)) return;
    points.push(color ? { time: toChartTime(candle[0]), value, color: color(value) } : { time: toChartTime(candle[0]), value });
  });
  return points;
}
