import { withEnoughPoints, type IndicatorLine, type IndicatorResult } from './result';

/** RSI: 14 periods; over 70 is shown red (overbought), under 30 green (oversold). */
export const RSI_PERIOD = 14;
export const RSI_OVERBOUGHT = 70;
export const RSI_OVERSOLD = 30;

export type RsiZone = 'overbought' | 'oversold' | 'neutral';

/** Which zone an RSI value is in; 70 and 30 themselves are neutral. */
export function rsiZone(value: number): RsiZone {
  if (value > RSI_OVERBOUGHT) return 'overbought';
  if (value < RSI_OVERSOLD) return 'oversold';
  return 'neutral';
}

function toRsi(gain: number, loss: number): number {
  // Without losses the strength is unbounded (100); a flat series has no direction at all (50).
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/**
 * Wilder's RSI: the first averages are plain means of the first `period` changes, then each is
 * smoothed as (previous x (period - 1) + current) / period. Null for the first `period` points.
 */
export function rsiLine(values: readonly number[], period = RSI_PERIOD): IndicatorLine {
  const out: IndicatorLine = values.length > 0 ? [null] : [];
  let gain = 0;
  let loss = 0;
  for (let index = 1; index < values.length; index += 1) {
    const change = values[index]! - values[index - 1]!;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (index <= period) {
      gain += up / period;
      loss += down / period;
      out.push(index === period ? toRsi(gain, loss) : null);
      continue;
    }
    gain = (gain * (period - 1) + up) / period;
    loss = (loss * (period - 1) + down) / period;
    out.push(toRsi(gain, loss));
  }
  return out;
}

/**
 * RSI 14 with Wilder smoothing, or 'insufficient' under 50 points.
 *
 * @example
 * calculateRsi(closes); // { status: 'ready', values: [null, ..., 64.2, ...] }
 */
export function calculateRsi(values: readonly number[], period = RSI_PERIOD): IndicatorResult<IndicatorLine> {
  return withEnoughPoints(values, (points) => rsiLine(points, period));
}
