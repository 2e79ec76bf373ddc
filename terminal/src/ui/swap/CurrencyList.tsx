import { useStore } from '@nanostores/react';
import { useId, type CSSProperties } from 'react';
import { NOT_A_NUMBER } from '../../domain/format';
import { toSwapListItem } from '../../domain/swap';
import { $swapCurrencies, $swapFavorites, $swapListQuery, $swapSelection, $visibleSwapCurrencies, pickSwapCurrency, toggleSwapFavorite } from '../../stores/swap';
import { box, CHANGE_COLOR, control, heading, muted, numbers, problem } from './swap-styles';
import { fill, type Catalogue } from '../../messages';

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

const cell: CSSProperties = { padding: '0.375rem', textAlign: 'end', whiteSpace: 'nowrap' };
const head: CSSProperties = { ...cell, ...muted, position: 'sticky', top: 0, background: 'var(--color-surface, #181a20)', fontWeight: 400 };
// Read by screen readers, not shown: the star column's name.
const hidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };
const plain: CSSProperties = { ...control, border: 'none', background: 'transparent', padding: '0.25rem 0.5rem' };

/** Spec: the currency list with its search, favourite stars, and at most 600 px tall (it scrolls). */
export function CurrencyList({ texts, locale, feedLabel, favoritesReady }: CurrencyListProps) {
  const titleId = useId();
  const searchId = useId();
  const { status, error } = useStore($swapCurrencies);
  const loading = status === 'loading';
  const currencies = useStore($visibleSwapCurrencies);
  const query = useStore($swapListQuery);
  const stored = useStore($swapFavorites);
  const { mode } = useStore($swapSelection);
  const favorites = favoritesReady ? stored : [];

  return (
    <section aria-labelledby={titleId} style={box} data-testid="swap-list">
      <h3 id={titleId} style={heading}>{texts.listTitle}</h3>
      <label htmlFor={searchId} style={muted}>{texts.search}</label>
      <input id={searchId} type="search" autoComplete="off" value={query} style={{ ...control, cursor: 'text' }}
        onChange={(event) => $swapListQuery.set(event.currentTarget.value)} />
      {feedLabel && <p style={muted}>{fill(texts.source, { label: feedLabel }, locale)}</p>}
      <p role="status" style={error ? problem : muted} data-testid="swap-list-status">
        {loading ? texts.loading : error ? fill(texts.pricesFailed, { reason: error }, locale) : !currencies.length ? texts.noResults : ''}
      </p>
      {/* Focusable so a keyboard can scroll it while it holds no buttons yet (loading, empty). */}
      <div style={{ maxHeight: 600, overflowY: 'auto' }} data-testid="swap-list-scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={head}><span aria-hidden="true">★</span><span style={hidden}>{texts.columns.favorite}</span></th>
              <th scope="col" style={{ ...head, textAlign: 'start' }}>{texts.columns.currency}</th>
              <th scope="col" style={head}>{texts.columns.price}</th>
              <th scope="col" style={head}>{texts.columns.volume}</th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => {
              const item = toSwapListItem(currency, favorites, locale);
              return (
                <tr key={item.symbol} data-testid="swap-row" data-symbol={item.symbol} style={{ borderTop: '1px solid var(--color-border, #2b3139)' }}>
                  <td style={{ ...cell, textAlign: 'center' }}>
                    <button type="button" aria-pressed={item.isFavorite} aria-label={fill(texts.favorite, { symbol: item.symbol }, locale)} onClick={() => toggleSwapFavorite(item.symbol)}
                      style={{ ...plain, color: item.isFavorite ? 'var(--color-accent, #f0b90b)' : 'inherit' }}>{item.isFavorite ? '★' : '☆'}</button>
                  </td>
                  <td style={{ ...cell, textAlign: 'start' }}>
                    <button type="button" onClick={() => pickSwapCurrency(item.symbol)} aria-label={fill(texts.pick[mode], { symbol: item.symbol }, locale)}
                      style={{ ...plain, display: 'grid', textAlign: 'start', padding: 0 }}>
                      <strong>{item.symbol}</strong>
                      <span style={muted}>{item.name}</span>
                    </button>
                  </td>
                  <td style={{ ...cell, ...numbers }}>
                    <span style={{ display: 'block' }} data-testid="swap-price">{item.price}</span>
                    <span style={{ fontSize: '0.8125rem', color: item.change === NOT_A_NUMBER ? 'inherit' : CHANGE_COLOR[item.isPositive ? 'up' : 'down'] }}
                      data-testid="swap-change">{item.change}</span>
                  </td>
                  <td style={{ ...cell, ...numbers }} data-testid="swap-volume">{item.volume}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
