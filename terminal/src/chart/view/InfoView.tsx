import { useStore } from '@nanostores/react';
import { Fragment, useEffect } from 'react';
import { formatVolume, pairRules, type SymbolEntry } from '../../domain';
import { fill, type Catalogue } from '@bourse/i18n';
import { $coinInfo, $exchangeInfo, showCoinInfo } from '../../stores';
import { CoinLogo } from '../../pairs/view/CoinLogo';

interface InfoViewProps {
  symbol: string;
  pair: string;
  baseAsset: string;
  /** The coin's logo address from the CMS; without one the coin's letter is drawn. */
  logo?: string;
  locale: string;
  texts: Catalogue['chart'];
}

/** The coin's information from the CMS beside the pair's trading rules from the exchange. */
export function InfoView({ symbol, pair, baseAsset, logo, locale, texts }: InfoViewProps) {
  useEffect(() => showCoinInfo(baseAsset, locale), [baseAsset, locale]);
  const coin = useStore($coinInfo);
  const exchange = useStore($exchangeInfo);
  const t = texts.info;
  const rules = exchange.data ? pairRules(exchange.data.symbols as SymbolEntry[], symbol) : null;
  const number = (value: string | null) =>
    value === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(value as Intl.StringNumericLiteral);
  const facts: [string, string][] = coin.data
    ? [
        [t.rank, `#${coin.data.rank}`],
        [t.marketCap, formatVolume(coin.data.marketCap, locale)],
        [t.volume24h, coin.data.volume24h ? formatVolume(coin.data.volume24h, locale) : '—'],
        [t.circulating, coin.data.circulatingSupply ? formatVolume(coin.data.circulatingSupply, locale) : '—'],
        [t.supply, coin.data.totalSupply ? formatVolume(coin.data.totalSupply, locale) : '—'],
        [
          t.dominance,
          coin.data.dominance === null
            ? '—'
            : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(coin.data.dominance / 100),
        ],
      ]
    : [];
  const links = coin.data ? (['website', 'whitepaper', 'explorer'] as const).filter((key) => coin.data?.[key]) : [];
  const ruleRows: [string, string][] = rules
    ? [
        ['status', rules.status ?? '—'],
        ['tickSize', number(rules.tickSize)],
        ['minPrice', number(rules.minPrice)],
        ['maxPrice', number(rules.maxPrice)],
        ['stepSize', number(rules.stepSize)],
        ['minQty', number(rules.minQty)],
        ['maxQty', number(rules.maxQty)],
        ['minNotional', rules.minNotional === null ? '—' : `${number(rules.minNotional)} ${rules.quoteAsset}`],
      ]
    : [];
  return (
    <div className="chart__pane chart__columns" data-testid="chart-info">
      <section data-testid="chart-coin" data-status={coin.status}>
        <div className="chart__coin-heading">
          <CoinLogo base={baseAsset} src={logo} size="heading" />
          <h3>{fill(t.coin, { name: coin.data?.name ?? baseAsset }, locale)}</h3>
        </div>
        {coin.status === 'loading' && (
          <p role="status" className="chart__muted">
            {t.loading}…
          </p>
        )}
        {coin.status === 'error' && (
          <p role="alert" className="chart__down">
            {fill(t.error, { message: coin.error ?? '' }, locale)}
          </p>
        )}
        {coin.status === 'ready' && !coin.data && <p className="chart__muted">{fill(t.noCoin, { asset: baseAsset }, locale)}</p>}
        {coin.data && (
          <>
            <p className="chart__text">{coin.data.description}</p>
            <dl className="chart__facts">
              {facts.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
            {links.length > 0 && (
              <ul className="chart__links" aria-label={t.links}>
                {links.map((key) => (
                  <li key={key}>
                    <a href={coin.data?.[key] ?? undefined} target="_blank" rel="noopener noreferrer">
                      {t[key]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <section data-testid="chart-rules" data-status={exchange.status}>
        <h3 className="chart__rules-heading">{fill(t.filters, { pair }, locale)}</h3>
        {exchange.status === 'loading' && (
          <p role="status" className="chart__muted">
            {t.loading}…
          </p>
        )}
        {exchange.status === 'error' && (
          <p role="alert" className="chart__down">
            {fill(t.error, { message: exchange.error ?? '' }, locale)}
          </p>
        )}
        {exchange.status === 'ready' && !rules && <p className="chart__muted">{fill(t.noFilters, { pair }, locale)}</p>}
        {rules && (
          <table className="chart__table">
            <tbody>
              {ruleRows.map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{t[key as 'status']}</th>
                  <td className="chart__num" data-rule={key}>
                    {value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
