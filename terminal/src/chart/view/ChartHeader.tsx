import { useStore } from '@nanostores/react';
import { formatPercentChange, formatPrice } from '../../domain';
import { type Catalogue } from '@bourse/i18n';
import { $ticker } from '../../stores';
import { CHART_VIEWS, type ChartView } from '../model/chart-panel';

export type { ChartView };

interface ChartHeaderProps {
  pair: string;
  symbol: string;
  feedLabel: string;
  locale: string;
  texts: Catalogue['chart'];
  view: ChartView;
  onView(view: ChartView): void;
}

/** The chart's ticker header: pair, last price and 24h change, where the prices come from, and the view switch. */
export function ChartHeader({ pair, symbol, feedLabel, locale, texts, view, onView }: ChartHeaderProps) {
  const stored = useStore($ticker);
  const ticker = stored?.symbol === symbol ? stored : null;
  const change = ticker ? formatPercentChange(ticker.priceChangePercent, locale) : null;
  return (
    <header className="chart__header">
      <h2 className="chart__pair">{pair}</h2>
      <span>
        <span className="chart__muted">{texts.lastPrice} </span>
        <span data-testid="chart-last-price" aria-busy={ticker ? undefined : true} className="chart__num chart__num--strong">
          {ticker ? formatPrice(ticker.lastPrice, locale) : '—'}
        </span>
      </span>
      {change && (
        <span>
          <span className="chart__muted">{texts.change} </span>
          <span data-testid="chart-change" data-direction={change.direction} className={`chart__num chart__${change.direction}`}>
            {change.text}
          </span>
        </span>
      )}
      <span className="chart__muted chart__feed" title={feedLabel}>
        {feedLabel}
      </span>
      <span className="chart__sep" aria-hidden="true" />
      <div role="group" aria-label={texts.view.label} className="chart__group" data-testid="chart-views">
        {CHART_VIEWS.map((each) => (
          <button key={each} type="button" className="chart__btn" aria-pressed={each === view} onClick={() => onView(each)}>
            {texts.view[each]}
          </button>
        ))}
      </div>
    </header>
  );
}
