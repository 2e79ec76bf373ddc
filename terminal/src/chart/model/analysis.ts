import { chartLevels, recommendedStops, type ChartLevels } from './chart-levels';
import { emaLine, macdLines, MIN_INDICATOR_POINTS, rsiLine, rsiZone, smaLine, type RsiZone } from './indicators';
import type { Dec, Kline } from '@bourse/market';

/**
 * The technical-analysis panel's reading of the candles: the latest RSI and its zone, MACD's
 * histogram and whether it is above its signal, where the close sits against MA 50 and EMA 9,
 * support and resistance, and the recommended stop-loss and take-profit from the last close.
 *
 * @example
 * const summary: TechnicalSummary = { have: 500, needed: 50, rsi: { value: 64.2, zone: 'neutral' },
 *   macd: { histogram: 3.1, trend: 'bullish' }, ma50: { value: 61800, position: 'above' }, ema9: null, levels, stops };
 */
export interface TechnicalSummary {
  have: number;
  needed: number;
  rsi: { value: number; zone: RsiZone } | null;
  macd: { histogram: number; trend: 'bullish' | 'bearish' } | null;
  ma50: { value: number; position: 'above' | 'below' } | null;
  ema9: { value: number; position: 'above' | 'below' } | null;
  levels: ChartLevels | null;
  stops: { stopLoss: Dec; takeProfit: Dec } | null;
}

const position = (close: number, line: number | null | undefined) =>
  line === null || line === undefined ? null : { value: line, position: close >= line ? ('above' as const) : ('below' as const) };

/**
 * Read the candles; the indicator parts are null under the 50-point minimum (or while a line has
 * no value yet), the levels and stops come from the closes as decimals.
 *
 * @example
 * technicalSummary(candles).rsi?.zone; // 'overbought'
 */
export function technicalSummary(candles: readonly Kline[]): TechnicalSummary {
  const closeTexts = candles.map((k) => k[4]);
  const last = closeTexts.at(-1);
  const base = {
    have: candles.length,
    needed: MIN_INDICATOR_POINTS,
    levels: chartLevels(closeTexts),
    stops: last ? recommendedStops(last) : null,
  };
  if (candles.length < MIN_INDICATOR_POINTS) return { ...base, rsi: null, macd: null, ma50: null, ema9: null };
  // Floats for indicator lines, as everywhere in the indicators: they are read, never settled.
  const closes = closeTexts.map(Number);
  const close = closes.at(-1)!;
  const rsi = rsiLine(closes).at(-1);
  const histogram = macdLines(closes).histogram.at(-1);
  return {
    ...base,
    rsi: rsi === null || rsi === undefined ? null : { value: rsi, zone: rsiZone(rsi) },
    macd: histogram === null || histogram === undefined ? null : { histogram, trend: histogram >= 0 ? 'bullish' : 'bearish' },
    ma50: position(close, smaLine(closes, 50).at(-1)),
    ema9: position(close, emaLine(closes, 9).at(-1)),
  };
}
