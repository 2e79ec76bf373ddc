import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { baseAssetOf } from '@bourse/market';
import { formatByStep, formatPercentChange, NOT_A_NUMBER, type PairRow } from '../../domain';
import {
  $favoritePairs,
  $pairs,
  $pairsFilter,
  $quotes,
  $selectedPair,
  $symbolRules,
  $visiblePairs,
  configureMarket,
  selectPair,
  setPairsFilter,
  toggleFavoritePair,
} from '../../stores';
import type { MarketIslandProps } from '../../ticker/view/PriceTicker';
import { fill, messagesFor, plural } from '@bourse/i18n';
import '../../shared/view/controls.css';
import { CoinLogo } from './CoinLogo';
import '../../ticker/view/market.css';

/**
 * Props of the pairs list island: the same feed props as every market island, and `logos`, each
 * coin's logo address by base asset from the CMS (a coin without one shows its letter).
 *
 * @example
 * <PairsList client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443" feed="replay"
 *   feedLabel="Replay · recorded session, not live" locale="ru-RU" logos={{ BTC: '/media/btc.webp' }} />
 */
export type PairsListProps = MarketIslandProps & { logos?: Readonly<Record<string, string>> };

const CATEGORIES: PairRow['category'][] = ['crypto', 'forex', 'stocks', 'metals'];

/**
 * The pairs list: category tabs, a fuzzy search, favourite stars, a badge on every recorded or
 * unserved row. Prices are the one price of each pair (the top bar's for the pair in view, the
 * market's mini ticker stream for the others), with the pair's own tick.
 */
export function PairsList({ restUrl, wsUrl, feed, feedLabel, symbol, locale = 'en-US', logos = {} }: PairsListProps) {
  useEffect(() => {
    if ($selectedPair.get() === null) configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol });
  }, [restUrl, wsUrl, feed, feedLabel, symbol]);
  const texts = messagesFor(locale).pairs;
  const searchId = useId();
  const { status, error } = useStore($pairs);
  const loading = status === 'loading';
  const rows = useStore($visiblePairs);
  const allRecorded = rows.length > 0 && rows.every((row) => row.source === 'recorded');
  const filter = useStore($pairsFilter);
  const favorites = useStore($favoritePairs);
  const selected = useStore($selectedPair) ?? symbol;
  const quoteOf = useStore($quotes);
  const rules = useStore($symbolRules).data;

  return (
    <section aria-label={texts.title} className="pairs" data-testid="pairs-list">
      <label htmlFor={searchId} className="ui-visually-hidden">
        {texts.search}
      </label>
      <input
        id={searchId}
        type="search"
        value={filter.query}
        placeholder={texts.search}
        className="pairs-search"
        onChange={(event) => void setPairsFilter({ query: event.currentTarget.value })}
      />
      <div role="group" aria-label={texts.title} className="pairs-tabs">
        {CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filter.category === category}
            className="pairs-tab"
            onClick={() => void setPairsFilter({ category })}
          >
            {texts.categories[category]}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={filter.favoritesOnly}
          className="pairs-tab"
          onClick={() => void setPairsFilter({ favoritesOnly: !filter.favoritesOnly })}
        >
          ★ {texts.favoritesOnly}
        </button>
      </div>
      <p role="status" data-testid="pairs-count" className="pairs-muted">
        {loading ? texts.loading : plural(texts.found, rows.length, locale)}
      </p>
      {error && (
        <p data-testid="pairs-error" className="pairs-error">
          {fill(texts.failed, { message: error }, locale)}
        </p>
      )}
      {!loading && rows.length === 0 && <p className="pairs-muted">{texts.noResults}</p>}
      {/* A tab of recorded quotes (forex, metals, stocks) says so once, above its rows, rather than on
          each row where it would crowd out the pair's name. */}
      {allRecorded && (
        <p data-testid="pairs-recorded" className="pairs-muted">
          {texts.badge.recorded}
        </p>
      )}
      <ul className="pairs-list">
        {rows.map((row) => {
          const quote = row.source === 'sample' || row.source === 'unserved' ? null : quoteOf(row.symbol);
          const price = quote?.lastPrice ?? row.lastPrice;
          const percent = quote?.priceChangePercent ?? row.priceChangePercent;
          const change = percent === null ? null : formatPercentChange(percent, locale);
          const starred = favorites.includes(row.symbol);
          const base = baseAssetOf(row.symbol);
          const quoteAsset = row.pair.slice(base.length);
          return (
            <li key={row.symbol} data-testid="pair-row" data-symbol={row.symbol} data-source={row.source} className="pairs-row">
              <button
                type="button"
                aria-pressed={starred}
                aria-label={fill(texts.star, { pair: row.pair }, locale)}
                className="pairs-star"
                onClick={() => toggleFavoritePair(row.symbol)}
              >
                {starred ? '★' : '☆'}
              </button>
              <button
                type="button"
                aria-current={selected === row.symbol ? 'true' : undefined}
                onClick={() => selectPair(row.symbol)}
                className="pairs-pick"
              >
                <span className="pairs-name">
                  {/* Forex, metals and stocks have no coin record: they keep the letter. */}
                  <CoinLogo base={base} src={row.category === 'crypto' ? logos[base] : undefined} size="row" lazy />
                  <span className="pairs-name-text">
                    {base}
                    {quoteAsset && <span className="pairs-quote">{quoteAsset}</span>}
                    {(row.source === 'recorded' || row.source === 'sample') && (
                      <span data-testid="pair-badge" title={row.label} className={allRecorded ? 'ui-visually-hidden' : 'pairs-badge'}>
                        {texts.badge[row.source]}
                      </span>
                    )}
                    {/* Dimmed and priceless; the words are the panels' own ("… is not in this recorded session"). */}
                    {row.source === 'unserved' && (
                      <span data-testid="pair-badge" className="ui-visually-hidden">
                        {fill(messagesFor(locale).market.unserved[feed], { pair: row.pair }, locale)}
                      </span>
                    )}
                  </span>
                </span>
                <span className="pairs-figure" data-testid="pair-price" data-price={price ?? undefined}>
                  {price === null ? NOT_A_NUMBER : formatByStep(price, rules[row.symbol]?.tickSize, locale)}
                </span>
                <span className={`pairs-figure${change ? ` market-change--${change.direction}` : ''}`}>{change?.text ?? ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
