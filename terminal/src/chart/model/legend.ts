import { Dec, toDecimal, type Kline } from '@bourse/market';

/**
 * What the legend over the chart says about one bar: its prices and volume as exact decimal
 * strings, and its change from its own open (as Binance's chart legend counts it, so one bar's
 * figures never depend on which bar came before it).
 *
 * @example
 * const legend: BarLegend = { openTime: 1723161240000, open: '100', high: '106', low: '99', close: '105',
 *   volume: '3', change: '5', changePercent: '5', direction: 'up' };
 */
export interface BarLegend {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** close − open. */
  change: string;
  /** (close − open) / open in percent units, 2 decimals; '0' for an open of zero. */
  changePercent: string;
  direction: 'up' | 'down' | 'flat';
}

/**
 * The legend of the bar with `openTime`, else of the newest bar (the legend shows the last bar
 * while the pointer is off the chart); null when there is no bar or its prices are not numbers.
 *
 * @example
 * barLegend(candles, candles[3][0])?.changePercent; // '-0.25'
 */
export function barLegend(candles: readonly Kline[], openTime?: number): BarLegend | null {
  const bar = (openTime === undefined ? undefined : candles.find((k) => k[0] === openTime)) ?? candles.at(-1);
  if (!bar) return null;
  const [open, high, low, close, volume] = [bar[1], bar[2], bar[3], bar[4], bar[5]].map((value) => toDecimal(value));
  if (!open || !high || !low || !close || !volume) return null;
  const change = close.minus(open);
  const percent = open.isZero() ? new Dec(0) : change.div(open).times(100).toDecimalPlaces(2);
  return {
    openTime: bar[0],
    open: open.toString(),
    high: high.toString(),
    low: low.toString(),
    close: close.toString(),
    volume: volume.toString(),
    change: change.toString(),
    changePercent: percent.toString(),
    direction: change.isZero() ? 'flat' : change.isNegative() ? 'down' : 'up',
  };
}
