import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { formatPrice, formatVolume, pairRules, tradeFlow, type SymbolEntry } from '../../domain';
import { fill, type Catalogue } from '@bourse/i18n';
import { $exchangeInfo, $ticker, $trades } from '../../stores';

interface TradingViewProps {
  symbol: string;
  pair: string;
  locale: string;
  texts: Catalogue['chart'];
}

const percent = (value: string | null, locale: string) =>
  value === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(Number(value) / 100);

/** Trade-flow analysis of the recent trades by order size, the long/short ratio, the margin ratio and the 24h figures. */
export function TradingView({ symbol, pair, locale, texts }: TradingViewProps) {
  const trades = useStore($trades);
  const stored = useStore($ticker);
  const exchange = useStore($exchangeInfo);
  const flow = useMemo(() => tradeFlow(trades), [trades]);
  const ticker = stored?.symbol === symbol ? stored : null;
  const rules = exchange.data ? pairRules(exchange.data.symbols as SymbolEntry[], symbol) : null;
  const t = texts.trading;
  const longShare = flow.longPercent === null ? null : Number(flow.longPercent);
  return (
    <div className="chart__pane chart__columns" data-testid="chart-trading" data-trades={flow.trades}>
      <section>
        <h3>{fill(t.flow, { count: flow.trades }, locale)}</h3>
        {flow.trades === 0 ? (
          <p role="status" className="chart__muted">
            {t.noTrades}
          </p>
        ) : (
          <table className="chart__table" data-testid="flow-table">
            <thead>
              <tr>
                <th scope="col">{t.size}</th>
                <th scope="col">{t.buys}</th>
                <th scope="col">{t.bought}</th>
                <th scope="col">{t.sells}</th>
                <th scope="col">{t.sold}</th>
              </tr>
            </thead>
            <tbody>
              {flow.rows.map((row) => (
                <tr key={row.bucket} data-bucket={row.bucket}>
                  <th scope="row">{t.bucket[row.bucket]}</th>
                  <td className="chart__num chart__up">{row.buys}</td>
                  <td className="chart__num chart__up">{formatVolume(row.buyQty, locale)}</td>
                  <td className="chart__num chart__down">{row.sells}</td>
                  <td className="chart__num chart__down">{formatVolume(row.sellQty, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section>
        <h3>{t.longShort}</h3>
        <p className="chart__num chart__num--strong" data-testid="long-short-ratio">
          {flow.longShortRatio ?? '—'}
        </p>
        {longShare !== null && (
          <>
            <div className="chart__bar" aria-hidden="true">
              <span style={{ width: `${longShare}%` }} />
            </div>
            <p className="chart__muted">
              {fill(t.longShare, { long: percent(flow.longPercent, locale), short: percent(String(100 - longShare), locale) }, locale)}
            </p>
          </>
        )}
        <p className="chart__muted">{t.longShortNote}</p>
        <h3>{t.margin}</h3>
        <p className="chart__muted" data-testid="margin-ratio">
          {rules?.margin ? '—' : fill(t.marginOff, { pair }, locale)}
        </p>
        {ticker && (
          <>
            <h3>{t.stats}</h3>
            <dl className="chart__facts">
              <dt>{t.high}</dt>
              <dd>{formatPrice(ticker.highPrice, locale)}</dd>
              <dt>{t.low}</dt>
              <dd>{formatPrice(ticker.lowPrice, locale)}</dd>
              <dt>{t.volume}</dt>
              <dd>{formatVolume(ticker.volume, locale)}</dd>
            </dl>
          </>
        )}
      </section>
    </div>
  );
}
