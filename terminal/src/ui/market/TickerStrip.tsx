import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef, type CSSProperties } from 'react';
import { formatPercentChange, formatPrice, formatVolume, NOT_A_NUMBER } from '../../domain';
import type { TickerStripItem } from '../../domain/ticker-strip';
import { $tickerStrip, setTickerStripHost } from '../../stores/ticker-strip';
import { withErrorBoundary } from '../ErrorBoundary';
import { type Catalogue, messagesFor } from '../../messages';

/** @example <TickerStrip client:only="react" restUrl="http://localhost:9443" locale="ru" /> */
export type TickerStripProps = { restUrl: string; locale?: string };

/** Spec: the arrows scroll the strip by 200 px. */
export const TICKER_STRIP_STEP_PX = 200;
const SKELETONS = 5;
const CHANGE_COLOR = { up: 'var(--color-up, #0ecb81)', down: 'var(--color-down, #f6465d)' } as const;
const bar: CSSProperties = {
  display: 'flex', alignItems: 'center', gap: '0.25rem', marginBottom: '12px', padding: '0.25rem',
  background: 'var(--color-surface, #181a20)', color: 'var(--color-text, #eaecef)', border: '1px solid var(--color-border, #2b3139)', borderRadius: 'var(--radius, 8px)',
};
const arrow: CSSProperties = {
  flex: '0 0 auto', font: 'inherit', color: 'inherit', background: 'transparent', border: '1px solid var(--color-border, #2b3139)',
  borderRadius: '4px', minWidth: '2rem', minHeight: '2rem', cursor: 'pointer',
};
const track: CSSProperties = { display: 'flex', gap: '1.25rem', overflowX: 'auto', scrollBehavior: 'smooth', flex: '1 1 auto', listStyle: 'none', margin: 0, padding: '0.25rem' };
const entry: CSSProperties = { flex: '0 0 auto', display: 'grid', gap: '0.125rem', fontSize: '0.8125rem', fontVariantNumeric: 'tabular-nums' };
const muted: CSSProperties = { color: 'var(--color-text-muted, #b7bdc6)' };
const skeleton: CSSProperties = { flex: '0 0 auto', width: '9rem', height: '2.5rem', borderRadius: '4px', background: 'var(--color-border, #2b3139)' };

/** The market ticker strip: a horizontally scrollable row of 24 h figures with arrows either side. */
export function TickerStrip({ restUrl, locale = 'en' }: TickerStripProps) {
  useEffect(() => setTickerStripHost(restUrl), [restUrl]);
  const { status, data: items, error } = useStore($tickerStrip);
  const t = messagesFor(locale).tickerStrip;
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * TICKER_STRIP_STEP_PX });
  return (
    <section aria-label={t.title} style={bar} data-testid="ticker-strip" data-status={status}>
      <button type="button" style={arrow} aria-label={t.back} onClick={() => scroll(-1)}>‹</button>
      <ul ref={list} style={track} aria-busy={status === 'loading'} data-testid="ticker-strip-track">
        {status === 'loading' && Array.from({ length: SKELETONS }, (_, i) => <li key={i} style={skeleton} data-testid="ticker-skeleton" aria-hidden="true" />)}
        {items.map((item) => <StripEntry key={item.pair} item={item} t={t} locale={locale} />)}
        {status === 'ready' && items.length === 0 && <li style={muted}>{t.nothing}</li>}
      </ul>
      {status === 'loading' && <span role="status" className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t.loading}</span>}
      {error && <span role="alert" style={{ ...muted, flex: '0 0 auto', fontSize: '0.8125rem' }}>{t.failed}</span>}
      <button type="button" style={arrow} aria-label={t.forward} onClick={() => scroll(1)}>›</button>
    </section>
  );
}

/** One entry; memoised so an unchanged entry (the store keeps its object) does not re-render. */
const StripEntry = memo(function StripEntry({ item, t, locale }: { item: TickerStripItem; t: Catalogue['tickerStrip']; locale: string }) {
  const figure = (value: string | null, format: (v: string, l: string) => string) => (value === null ? NOT_A_NUMBER : format(value, locale));
  const change = item.priceChangePercent === null ? null : formatPercentChange(item.priceChangePercent, locale);
  return (
    <li style={entry} data-testid="ticker-entry" data-symbol={item.symbol}>
      <span><strong>{item.symbol}</strong> <span data-testid="ticker-last">{figure(item.lastPrice, formatPrice)}</span>{' '}
        <span data-testid="ticker-change" style={{ color: change ? CHANGE_COLOR[change.direction] : undefined }}>{change?.text ?? NOT_A_NUMBER}</span>
      </span>
      {item.sample ? (
        <span style={muted}>{t.sample}</span>
      ) : (
        <span style={muted}>
          {t.high} {figure(item.high24h, formatPrice)} · {t.low} {figure(item.low24h, formatPrice)} · {t.volume} {figure(item.volume, formatVolume)}
        </span>
      )}
    </li>
  );
});

/** The strip behind its own error fallback (cabinet pages and the public ticker-strip widget). */
export const GuardedTickerStrip = withErrorBoundary(TickerStrip, 'TickerStrip');
