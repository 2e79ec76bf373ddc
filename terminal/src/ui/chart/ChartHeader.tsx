import { useStore } from '@nanostores/react';
import { formatPercentChange, formatPrice } from '../../domain';
import { $ticker } from '../../stores';
import { CHANGE_COLOR, muted, numbers, row } from './chart-styles';
import { type Catalogue } from '../../messages';

interface ChartHeaderProps {
  pair: string;
  symbol: string;
  feedLabel: string;
  locale: string;
  texts: Catalogue['chart'];
}

/** The chart's ticker header: pair, last price and 24h change, and where the prices come from. */
export function ChartHeader({ pair, symbol, feedLabel, locale, texts }: ChartHeaderProps) {
  const stored = useStore($ticker);
  const ticker = stored?.symbol === symbol ? stored : null;
  const change = ticker ? formatPercentChange(ticker.priceChangePercent, locale) : null;
  return (
    <header style={{ ...row, gap: '0.5rem 1rem' }}>
      <h2 style={{ margin: 0, fontSize: '1rem' }}>{pair}</h2>
      <span>
        <span style={muted}>{texts.lastPrice} </span>
        <span data-testid="chart-last-price" aria-busy={ticker ? undefined : true} style={{ ...numbers, fontWeight: 600 }}>
          {ticker ? formatPrice(ticker.lastPrice, locale) : '—'}
        </span>
      </span>
      {change && (
        <span>
          <span style={muted}>{texts.change} </span>
          <span data-testid="chart-change" data-direction={change.direction} style={{ ...numbers, color: CHANGE_COLOR[change.direction] }}>{change.text}</span>
        </span>
      )}
      <span style={muted}>{feedLabel}</span>
    </header>
  );
}
