import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { NOT_A_NUMBER } from '../../shared/model/format';
import { toSwapListItem } from '../model/swap';
import {
  $swapCurrencies,
  $swapFavorites,
  $swapListQuery,
  $swapSelection,
  $visibleSwapCurrencies,
  pickSwapCurrency,
  toggleSwapFavorite,
} from '../store/swap';
import { fill, type Catalogue } from '@bourse/i18n';
import './swap.css';

/**
 * Props of the currency list: its texts, the number locale, and whether the page has hydrated
 * (stored favourites show only then, so the server's HTML and the first render agree).
 *
 * @example
 * <CurrencyList texts={messagesFor('ru').swap} locale="ru" feedLabel="Replay · recorded session" favoritesReady />
 */
export interface CurrencyListProps {
  texts: Catalogue['swap'];
  locale: string;
  feedLabel?: string;
  favoritesReady: boolean;
}

/** The currency list with its search, favourite stars, and at most 600 px tall (it scrolls). */
export function CurrencyList({ texts, locale, feedLabel, favoritesReady }: CurrencyListProps) {
  const titleId = useId();
  const searchId = useId();
  const actionId = useId();
  const { status, error } = useStore($swapCurrencies);
  const loading = status === 'loading';
  const currencies = useStore($visibleSwapCurrencies);
  const query = useStore($swapListQuery);
  const stored = useStore($swapFavorites);
  const { mode } = useStore($swapSelection);
  const favorites = favoritesReady ? stored : [];

  return (
    <section aria-labelledby={titleId} className="swap-box" data-testid="swap-list">
      <h3 id={titleId} className="swap-heading">
        {texts.listTitle}
      </h3>
      <label htmlFor={searchId} className="swap-muted">
        {texts.search}
      </label>
      <input
        id={searchId}
        type="search"
        autoComplete="off"
        value={query}
        className="swap-control swap-control--text"
        onChange={(event) => $swapListQuery.set(event.currentTarget.value)}
      />
      {feedLabel && <p className="swap-muted">{fill(texts.source, { label: feedLabel }, locale)}</p>}
      <p role="status" className={error ? 'swap-problem' : 'swap-muted'} data-testid="swap-list-status">
        {loading ? texts.loading : error ? fill(texts.pricesFailed, { reason: error }, locale) : !currencies.length ? texts.noResults : ''}
      </p>
      {/* Focusable so a keyboard can scroll it while it holds no buttons yet (loading, empty). */}
      <div className="swap-scroll" data-testid="swap-list-scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="swap-table">
          <thead>
            <tr>
              <th scope="col" className="swap-cell swap-head">
                <span aria-hidden="true">★</span>
                <span className="swap-hidden">{texts.columns.favorite}</span>
              </th>
              <th scope="col" className="swap-cell swap-cell--start swap-head">
                {texts.columns.currency}
              </th>
              <th scope="col" className="swap-cell swap-head">
                {texts.columns.price}
              </th>
              <th scope="col" className="swap-cell swap-head">
                {texts.columns.volume}
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => {
              const item = toSwapListItem(currency, favorites, locale);
              return (
                <tr key={item.symbol} data-testid="swap-row" data-symbol={item.symbol}>
                  <td className="swap-cell swap-cell--center">
                    <button
                      type="button"
                      aria-pressed={item.isFavorite}
                      aria-label={fill(texts.favorite, { symbol: item.symbol }, locale)}
                      onClick={() => toggleSwapFavorite(item.symbol)}
                      className={item.isFavorite ? 'swap-plain swap-plain--favorite' : 'swap-plain'}
                    >
                      {item.isFavorite ? '★' : '☆'}
                    </button>
                  </td>
                  <td className="swap-cell swap-cell--start">
                    {/* Named by what it shows, in every language (a name that reordered the words around
                        the symbol would not contain them as seen); the action it takes is its description. */}
                    <button
                      type="button"
                      onClick={() => pickSwapCurrency(item.symbol)}
                      aria-describedby={`${actionId}-${item.symbol}`}
                      className="swap-plain swap-pick"
                    >
                      <strong>{item.symbol}</strong> <span className="swap-muted">{item.name}</span>
                    </button>
                    <span id={`${actionId}-${item.symbol}`} hidden>
                      {fill(texts.pick[mode], { symbol: item.symbol }, locale)}
                    </span>
                  </td>
                  <td className="swap-cell swap-numbers">
                    <span className="swap-price" data-testid="swap-price">
                      {item.price}
                    </span>
                    <span
                      className={item.change === NOT_A_NUMBER ? 'swap-change' : `swap-change swap-${item.isPositive ? 'up' : 'down'}`}
                      data-testid="swap-change"
                    >
                      {item.change}
                    </span>
                  </td>
                  <td className="swap-cell swap-numbers" data-testid="swap-volume">
                    {item.volume}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
