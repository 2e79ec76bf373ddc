import { barLegend, formatPercentChange, formatPrice, formatVolume } from '../../domain';
import { type Kline } from '@bourse/market';
import { type Catalogue } from '@bourse/i18n';

interface ChartLegendProps {
  candles: readonly Kline[];
  /** Open time of the bar under the crosshair; the newest bar when null. */
  hovered: number | null;
  locale: string;
  texts: Catalogue['chart'];
}

/** Open, high, low, close, volume and change of the bar under the crosshair, over the chart's top left. */
export function ChartLegend({ candles, hovered, locale, texts }: ChartLegendProps) {
  const legend = barLegend(candles, hovered ?? undefined);
  if (!legend) return null;
  const change = formatPercentChange(legend.changePercent, locale);
  const tone = legend.direction === 'down' ? 'chart__down' : 'chart__up';
  const items: [string, string, string][] = [
    ['open', texts.legend.open, formatPrice(legend.open, locale)],
    ['high', texts.legend.high, formatPrice(legend.high, locale)],
    ['low', texts.legend.low, formatPrice(legend.low, locale)],
    ['close', texts.legend.close, formatPrice(legend.close, locale)],
  ];
  return (
    <dl
      className="chart__legend"
      aria-label={texts.legend.label}
      aria-live="off"
      data-testid="chart-legend"
      data-open-time={legend.openTime}
      data-hovered={hovered === null ? undefined : true}
    >
      {items.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd className={tone} data-field={key}>
            {value}
          </dd>
        </div>
      ))}
      <div>
        <dt>{texts.legend.volume}</dt>
        <dd data-field="volume">{formatVolume(legend.volume, locale)}</dd>
      </div>
      <div>
        <dt>{texts.legend.change}</dt>
        <dd className={tone} data-field="change">{`${formatPrice(legend.change, locale)} (${change.text})`}</dd>
      </div>
    </dl>
  );
}
