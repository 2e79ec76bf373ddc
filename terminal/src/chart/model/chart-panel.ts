/** The panel's views: the chart, the book's depth, the coin's information, the trade flow. */
export type ChartView = 'chart' | 'depth' | 'info' | 'trading';
export const CHART_VIEWS: readonly ChartView[] = ['chart', 'depth', 'info', 'trading'];

/**
 * A passing line under the chart's toolbar: a screenshot saved, a link shared or copied, or why not.
 *
 * @example
 * const notice: ChartNotice = { text: 'Screenshot saved: BTCUSDT-1m-2026-11-28.png', tone: 'ok' };
 */
export interface ChartNotice {
  text: string;
  tone: 'ok' | 'error';
}
