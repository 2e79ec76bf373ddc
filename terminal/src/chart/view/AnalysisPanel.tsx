import { useMemo } from 'react';
import { formatPrice, technicalSummary } from '../../domain';
import { type Kline } from '@bourse/market';
import { fill, type Catalogue } from '@bourse/i18n';

interface AnalysisPanelProps {
  candles: readonly Kline[];
  locale: string;
  texts: Catalogue['chart'];
}

/** The collapsible technical-analysis side panel: indicator readings, support and resistance, stop-loss and take-profit. */
export function AnalysisPanel({ candles, locale, texts }: AnalysisPanelProps) {
  const summary = useMemo(() => technicalSummary(candles), [candles]);
  const t = texts.analysis;
  const tone = (good: boolean) => (good ? 'chart__up' : 'chart__down');
  const readings: [string, string, string][] = [];
  if (summary.rsi)
    readings.push([
      t.rsi,
      `${summary.rsi.value.toFixed(1)} · ${t.signal[summary.rsi.zone]}`,
      summary.rsi.zone === 'overbought' ? 'chart__down' : summary.rsi.zone === 'oversold' ? 'chart__up' : '',
    ]);
  if (summary.macd) readings.push([t.macd, t.signal[summary.macd.trend], tone(summary.macd.trend === 'bullish')]);
  if (summary.ma50) readings.push([t.trend, t.signal[summary.ma50.position], tone(summary.ma50.position === 'above')]);
  if (summary.ema9) readings.push([t.fast, t.signal[summary.ema9.position], tone(summary.ema9.position === 'above')]);
  const price = (value: { toString(): string } | undefined) => (value ? formatPrice(value.toString(), locale) : '—');
  return (
    // Focusable, so a keyboard user can scroll the panel when its readings overflow it.
    <aside id="chart-analysis" className="chart__aside" aria-label={t.title} data-testid="chart-analysis" tabIndex={0}>
      <h3>{t.title}</h3>
      {summary.have < summary.needed && (
        <p className="chart__muted">{fill(t.needs, { needed: summary.needed, have: summary.have }, locale)}</p>
      )}
      {readings.length > 0 && (
        <dl className="chart__facts">
          {readings.map(([label, value, className]) => [
            <dt key={`${label}-t`}>{label}</dt>,
            <dd key={`${label}-d`} className={className}>
              {value}
            </dd>,
          ])}
        </dl>
      )}
      <dl className="chart__facts" data-testid="chart-levels">
        <dt>{t.resistance} 2</dt>
        <dd className="chart__down">{price(summary.levels?.resistance[1])}</dd>
        <dt>{t.resistance} 1</dt>
        <dd className="chart__down">{price(summary.levels?.resistance[0])}</dd>
        <dt>{t.support} 1</dt>
        <dd className="chart__up">{price(summary.levels?.support[0])}</dd>
        <dt>{t.support} 2</dt>
        <dd className="chart__up">{price(summary.levels?.support[1])}</dd>
        <dt>{t.stopLoss}</dt>
        <dd>{price(summary.stops?.stopLoss)}</dd>
        <dt>{t.takeProfit}</dt>
        <dd>{price(summary.stops?.takeProfit)}</dd>
      </dl>
      <p className="chart__muted">{t.levelsNote}</p>
    </aside>
  );
}
