import { useStore } from '@nanostores/react';
import { useEffect, useId, type CSSProperties } from 'react';
import { describePairsFound, formatPercentChange, formatPrice, type PairRow } from '../../domain';
import {
  $favoritePairs, $pairs, $pairsFilter, $selectedPair, $visiblePairs, configureMarket, selectPair, setPairsFilter, toggleFavoritePair,
} from '../../stores';
import type { MarketIslandProps } from '../PriceTicker';
import { fill, messagesFor } from '../../messages';

/**
 * Props of the pairs list island: the same feed props as every market island.
 *
 * @example
 * <PairsList client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443" feed="replay"
 *   feedLabel="Replay · recorded session, not live" locale="ru-RU" />
 */
export type PairsListProps = MarketIslandProps;

const CATEGORIES: PairRow['category'][] = ['crypto', 'forex', 'stocks', 'metals'];
const box: CSSProperties = {
  display: 'grid', gap: '0.5rem', padding: '0.75rem', borderRadius: 'var(--radius-md, 8px)',
  background: 'var(--color-surface, #181a20)', color: 'var(--color-text, #eaecef)', border: '1px solid var(--color-border, #2b3139)',
};
const control: CSSProperties = {
  font: 'inherit', color: 'inherit', background: 'var(--color-bg, #0b0e11)', border: '1px solid var(--color-border, #2b3139)',
  borderRadius: '4px', padding: '0.25rem 0.5rem', cursor: 'pointer',
};
const pressed: CSSProperties = { ...control, border: '1px solid var(--color-primary, #f0b90b)', color: 'var(--color-primary, #f0b90b)' };
const muted: CSSProperties = { color: 'var(--color-text-muted, #b7bdc6)', fontSize: '0.8125rem' };
const numbers: CSSProperties = { fontFamily: 'var(--font-mono, ui-monospace, monospace)', fontVariantNumeric: 'tabular-nums' };
const CHANGE_COLOR = { up: 'var(--color-up, #0ecb81)', down: 'var(--color-down, #f6465d)' } as const;

/** The pairs list: category tabs, a fuzzy search, favourite stars, and a badge on every recorded row. */
export function PairsList({ restUrl, wsUrl, feed, feedLabel, symbol, locale = 'en-US' }: PairsListProps) {
  useEffect(() => {
    configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol });
  }, [restUrl, wsUrl, feed, feedLabel, symbol]);
  const texts = messagesFor(locale).pairs;
  const searchId = useId();
  const { status, error } = useStore($pairs);
  const loading = status === 'loading';
  const rows = useStore($visiblePairs);
  const filter = useStore($pairsFilter);
  const favorites = useStore($favoritePairs);
  const selected = useStore($selectedPair);

  return (
    <section aria-label={texts.title} style={box}>
      <label htmlFor={searchId} style={muted}>{texts.search}</label>
      <input id={searchId} type="search" value={filter.query} style={{ ...control, cursor: 'text' }}
        onChange={(event) => setPairsFilter({ query: event.currentTarget.value })} />
      <div role="group" aria-label={texts.title} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        {CATEGORIES.map((category) => (
          <button key={category} type="button" aria-pressed={filter.category === category} style={filter.category === category ? pressed : control}
            onClick={() => setPairsFilter({ category })}>{texts.categories[category]}</button>
        ))}
        <button type="button" aria-pressed={filter.favoritesOnly} style={filter.favoritesOnly ? pressed : control}
          onClick={() => setPairsFilter({ favoritesOnly: !filter.favoritesOnly })}>★ {texts.favoritesOnly}</button>
      </div>
      <p role="status" data-testid="pairs-count" style={{ ...muted, margin: 0 }}>
        {loading ? texts.loading : describePairsFound(rows.length, locale)}
      </p>
      {error && <p data-testid="pairs-error" style={{ ...muted, margin: 0, color: CHANGE_COLOR.down }}>{fill(texts.failed, { message: error }, locale)}</p>}
      {!loading && rows.length === 0 && <p style={{ ...muted, margin: 0 }}>{texts.noResults}</p>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.125rem' }}>
        {rows.map((row) => {
          const change = row.priceChangePercent === null ? null : formatPercentChange(row.priceChangePercent, locale);
          const starred = favorites.includes(row.symbol);
          return (
            <li key={row.symbol} data-testid="pair-row" data-symbol={row.symbol} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
              <button type="button" aria-pressed={starred} aria-label={fill(texts.star, { pair: row.pair }, locale)} style={{ ...control, border: 'none', color: starred ? 'var(--color-primary, #f0b90b)' : 'inherit' }}
                onClick={() => toggleFavoritePair(row.symbol)}>{starred ? '★' : '☆'}</button>
              <button type="button" aria-current={selected === row.symbol ? 'true' : undefined} onClick={() => selectPair(row.symbol)}
                style={{ ...control, border: 'none', flex: 1, display: 'flex', flexWrap: 'wrap', gap: '0.5rem', textAlign: 'start' }}>
                <span style={{ fontWeight: 600 }}>{row.pair}</span>
                {row.source !== 'exchange' && <span data-testid="pair-badge" title={row.label} style={muted}>{texts.badge[row.source]}</span>}
                <span style={{ ...numbers, marginInlineStart: 'auto' }}>{row.lastPrice === null ? '—' : formatPrice(row.lastPrice, locale)}</span>
                {change && <span style={{ ...numbers, color: CHANGE_COLOR[change.direction] }}>{change.text}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
