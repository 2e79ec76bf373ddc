import { CHART_TIMEFRAMES, CHART_TYPES } from './settings-sections';

/**
 * The chart defaults a trader keeps on the account (the Chart settings page), in the profile's flat
 * `settings` record: the chart type and the timeframe the spot terminal opens with. Unsaved, the
 * terminal opens as it always has (candles, 1 minute).
 * @example chartDefaultsOf({ chartType: 'line', chartInterval: '1h' }) // { chartType: 'line', chartInterval: '1h' }
 */
export const CHART_TYPE_SETTING = 'chartType';
export const CHART_INTERVAL_SETTING = 'chartInterval';
export type ChartType = (typeof CHART_TYPES)[number];
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number];
export type ChartDefaults = { chartType?: ChartType; chartInterval?: ChartTimeframe };

export const isChartType = (value: unknown): value is ChartType => CHART_TYPES.includes(value as ChartType);
export const isChartTimeframe = (value: unknown): value is ChartTimeframe => CHART_TIMEFRAMES.includes(value as ChartTimeframe);

/** What the record holds, each key only when it is one the chart has (anything else reads as unsaved). */
export function chartDefaultsOf(settings: unknown): ChartDefaults {
  const record = settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  const chartType = record[CHART_TYPE_SETTING];
  const chartInterval = record[CHART_INTERVAL_SETTING];
  return { ...(isChartType(chartType) ? { chartType } : {}), ...(isChartTimeframe(chartInterval) ? { chartInterval } : {}) };
}
