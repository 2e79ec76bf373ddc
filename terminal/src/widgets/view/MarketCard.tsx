import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatPercentChange, formatPrice } from '../../domain';
import { fill, messagesFor } from '@bourse/i18n';
import { $marketCard, setMarketCardHost } from '../store/market-card';
import { withErrorBoundary } from '../../shared/view/ErrorBoundary';
import './market-card.css';

/**
 * `logos`: each coin's logo address by base asset, from the CMS; a coin without one shows its letter.
 * @example <MarketCard client:visible restUrl="http://localhost:9443" feedLabel="Binance" locale="en" logos={{ BTC: '/media/btc.webp' }} />
 */
export type MarketCardProps = { restUrl: string; feedLabel: string; locale?: string; logos?: Readonly<Record<string, string>> };

const timeFormat = (locale: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });

/**
 * The home hero's market card: BTC, ETH, BNB and SOL against USDT, live from the market feed, with
 * the 24 h change and the last price's place in the day's range. Rows never change size: skeleton
 * figures first, then prices (no layout shift). When the feed is down it shows the last prices this
 * browser saw, with their time.
 */
export function MarketCard({ restUrl, feedLabel, locale = 'en', logos = {} }: MarketCardProps) {
  useEffect(() => setMarketCardHost(restUrl), [restUrl]);
  const { status, data } = useStore($marketCard);
  const t = messagesFor(locale).site;
  const footer =
    data.remembered && data.asOf
      ? fill(t.marketCardRemembered, { time: timeFormat(locale).format(data.asOf) }, locale)
      : fill(t.marketCardSource, { label: feedLabel }, locale);
  return (
    <section
      className="market-card"
      aria-label={t.marketCardTitle}
      data-testid="market-card"
      data-status={status}
      aria-busy={status === 'loading'}
    >
      <ul className="market-card-rows">
        {data.rows.map((row) => {
          const change = row.quote ? formatPercentChange(row.quote.changePercent, locale) : null;
          return (
            <li key={row.symbol} className="market-card-row" data-symbol={row.symbol}>
              {logos[row.base] ? (
                <img className="market-card-coin market-card-logo" src={logos[row.base]} width={36} height={36} alt="" decoding="async" />
              ) : (
                <span className={`market-card-coin market-card-coin--${row.base.toLowerCase()}`} aria-hidden="true">
                  {row.base.slice(0, 1)}
                </span>
              )}
              <span className="market-card-pair">
                <span>
                  <strong>{row.base}</strong>
                  {`/${row.symbol.slice(row.base.length)}`}
                </span>
                <small>{row.name}</small>
              </span>
              <span className="market-card-figures">
                {row.quote ? (
                  <>
                    <strong className="market-card-price" data-testid="market-card-price">
                      {formatPrice(row.quote.lastPrice, locale)}
                    </strong>
                    <small className={change?.direction === 'down' ? 'market-card-down' : 'market-card-up'}>{change?.text}</small>
                    <span
                      className="market-card-range"
                      role="img"
                      title={t.marketCardRange}
                      aria-label={fill(t.marketCardRangeLabel, { percent: row.quote.rangePercent }, locale)}
                    >
                      <span className="market-card-range-dot" style={{ insetInlineStart: `${row.quote.rangePercent}%` }} />
                    </span>
                  </>
                ) : status === 'loading' ? (
                  <span className="market-card-skeleton" aria-hidden="true" />
                ) : (
                  <small className="market-card-absent">{t.marketCardAbsent}</small>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="market-card-footer" role={status === 'error' ? 'status' : undefined}>
        {status === 'loading' ? t.converterLoading : footer}
      </p>
    </section>
  );
}

export const GuardedMarketCard = withErrorBoundary(MarketCard, 'MarketCard');
