import { calculateBollinger, calculateEma, calculateMacd, calculateRsi, calculateSma, rsiZone, type IndicatorResult } from '../../domain';
import { type Kline } from '@bourse/market';
import { alignToCandles, type ValuePoint } from './chart-series';
import type { ChartPalette } from './chart-palette';

/**
 * The indicators the chart can show: EMA 9, MA 50, MA 200 and Bollinger over the price, RSI and
 * MACD in panes of their own.
 *
 * @example
 * const on: IndicatorId[] = ['ma50', 'rsi'];
 */
export type IndicatorId = 'ema9' | 'ma50' | 'ma200' | 'bollinger' | 'rsi' | 'macd';
export const INDICATOR_IDS: readonly IndicatorId[] = ['ema9', 'ma50', 'ma200', 'bollinger', 'rsi', 'macd'];
/** The short EMA beside the two moving averages, the fast line traders read against MA 50/200. */
export const EMA_PERIOD = 9;

/**
 * One series the chart draws for an indicator. `pane` 0 is the price pane; RSI and MACD take the
 * next panes in the order they are listed, so panes stay contiguous as the chart requires.
 *
 * @example
 * const spec: IndicatorSeriesSpec = { key: 'rsi', indicator: 'rsi', pane: 1, kind: 'line', color: palette.rsi, points: [], guides: [{ price: 70, color: palette.down }] };
 */
export interface IndicatorSeriesSpec {
  key: string;
  indicator: IndicatorId;
  pane: number;
  kind: 'line' | 'histogram';
  color: string;
  points: ValuePoint[];
  /** Horizontal guide lines (RSI's 70 and 30). */
  guides?: { price: number; color: string }[];
}

/** What the chart shows for the enabled indicators, and which ones lack the 50 points. */
export interface IndicatorPlan {
  series: IndicatorSeriesSpec[];
  insufficient: { indicator: IndicatorId; needed: number; have: number }[];
}

/** The known indicators among `ids`, once each, in the fixed order (which fixes the panes). */
export function orderIndicators(ids: readonly string[]): IndicatorId[] {
  return INDICATOR_IDS.filter((indicator) => ids.includes(indicator));
}

/** Flip one indicator on or off, keeping the list in the fixed order. */
export function toggleIndicator(enabled: readonly IndicatorId[], id: IndicatorId): IndicatorId[] {
  return orderIndicators(enabled.includes(id) ? enabled.filter((each) => each !== id) : [...enabled, id]);
}

/** The series for the enabled indicators from the candles' closes. */
export function planIndicators(candles: readonly Kline[], enabled: readonly IndicatorId[], palette: ChartPalette): IndicatorPlan {
  // Indicators are drawn, never settled or compared to a balance: binary floats are exact enough
  // for a line a pixel wide, and decimals would cost tenfold on every live candle.
  const closes = candles.map((k) => Number(k[4]));
  const plan: IndicatorPlan = { series: [], insufficient: [] };
  let nextPane = 1;
  const ready = <T>(indicator: IndicatorId, result: IndicatorResult<T>): T | null => {
    if (result.status === 'ready') return result.values;
    plan.insufficient.push({ indicator, needed: result.needed, have: result.have });
    return null;
  };
  const line = (key: string, indicator: IndicatorId, pane: number, color: string, values: (number | null)[]) =>
    plan.series.push({ key, indicator, pane, kind: 'line', color, points: alignToCandles(candles, values) });

  for (const id of INDICATOR_IDS.filter((indicator) => enabled.includes(indicator))) {
    if (id === 'ema9') {
      const values = ready(id, calculateEma(closes, EMA_PERIOD));
      if (values) line(id, id, 0, palette.ema9, values);
    } else if (id === 'ma50' || id === 'ma200') {
      const period = id === 'ma50' ? 50 : 200;
      const values = ready(id, calculateSma(closes, period));
      // MA 200 passes the 50-point floor long before it has a value: say so rather than draw nothing.
      if (values && closes.length < period) plan.insufficient.push({ indicator: id, needed: period, have: closes.length });
      else if (values) line(id, id, 0, id === 'ma50' ? palette.ma50 : palette.ma200, values);
    } else if (id === 'bollinger') {
      const bands = ready(id, calculateBollinger(closes));
      if (bands) for (const band of ['upper', 'middle', 'lower'] as const) line(`bollinger-${band}`, id, 0, palette.bands, bands[band]);
    } else if (id === 'rsi') {
      const values = ready(id, calculateRsi(closes));
      if (!values) continue;
      const zoneColor = (value: number) => ({ overbought: palette.down, oversold: palette.up, neutral: palette.rsi })[rsiZone(value)];
      plan.series.push({
        key: 'rsi',
        indicator: id,
        pane: nextPane,
        kind: 'line',
        color: palette.rsi,
        points: alignToCandles(candles, values, zoneColor),
        guides: [
          { price: 70, color: palette.down },
          { price: 30, color: palette.up },
        ],
      });
      nextPane += 1;
    } else {
      const macd = ready(id, calculateMacd(closes));
      if (!macd) continue;
      const pane = nextPane;
      nextPane += 1;
      plan.series.push({
        key: 'macd-histogram',
        indicator: id,
        pane,
        kind: 'histogram',
        color: palette.grid,
        points: alignToCandles(candles, macd.histogram, (value) => (value < 0 ? palette.down : palette.up)),
      });
      line('macd-line', id, pane, palette.macd, macd.macd);
      line('macd-signal', id, pane, palette.signal, macd.signal);
    }
  }
  return plan;
}
