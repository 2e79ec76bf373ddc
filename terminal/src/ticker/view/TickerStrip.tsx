import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef } from 'react';
import { formatAge, formatByStep, formatPercentChange, formatVolume, NOT_A_NUMBER } from '../../domain';
import { type Quote } from '@bourse/market';
import type { TickerStripItem } from '../model/ticker-strip';
import { $quotes } from '../store/market-quotes';
import { $symbolRules } from '../../feed/store/symbol-rules';
import { $tickerStrip, setTickerStripHost } from '../store/ticker-strip';
import { withErrorBoundary } from '../../shared/view/ErrorBoundary';
import { type Catalogue, fill, messagesFor } from '@bourse/i18n';
import './market.css';

/** @example <TickerStrip client:only="react" restUrl="http://localhost:9443" locale="ru" /> */
export type TickerStripProps = { restUrl: string; locale?: string };

/** The arrows scroll the strip by 200 px. */
export const TICKER_STRIP_STEP_PX = 200;
const SKELETONS = 5;

/**
 * The market ticker strip: a horizontally scrollable row of 24 h figures with arrows either side.
 * Where the terminal runs, each pair shows the one price every panel shows (the top bar's for the
 * pair in view, the mini ticker stream for the others); elsewhere the 10 s statistics.
 */
export function TickerStrip({ restUrl, locale = 'en' }: TickerStripProps) {
  useEffect(() => setTickerStripHost(restUrl), [restUrl]);
  const { status, data: items, error } = useStore($tickerStrip);
  const quoteOf = useStore($quotes);
  const rules = useStore($symbolRules).data;
  const t = messagesFor(locale).tickerStrip;
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * TICKER_STRIP_STEP_PX });
  return (
    <section aria-label={t.title} className="strip" data-testid="ticker-strip" data-status={status}>
      <button type="button" className="strip-arrow" aria-label={t.back} onClick={() => scroll(-1)}>
        ‹
      </button>
      <ul ref={list} className="strip-track" tabIndex={0} aria-busy={status === 'loading'} data-testid="ticker-strip-track">
        {status === 'loading' &&
          Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className="strip-skeleton" data-testid="ticker-skeleton" aria-hidden="true" />
          ))}
        {items.map((item) => (
          <StripEntry
            key={item.pair}
            item={item}
            quote={item.sample ? null : quoteOf(item.pair)}
            tick={rules[item.pair]?.tickSize ?? null}
            t={t}
            locale={locale}
          />
        ))}
        {status === 'ready' && items.length === 0 && <li className="strip-muted">{t.nothing}</li>}
      </ul>
      {status === 'loading' && (
        <span role="status" className="ui-visually-hidden">
          {t.loading}
        </span>
      )}
      {error && (
        <span role="alert" className="strip-alert">
          {t.failed}
        </span>
      )}
      <button type="button" className="strip-arrow" aria-label={t.forward} onClick={() => scroll(1)}>
        ›
      </button>
    </section>
  );
}

type EntryProps = { item: TickerStripItem; quote: Quote | null; tick: string | null; t: Catalogue['tickerStrip']; locale: string };

/** One entry; memoised so an unchanged entry (the store keeps its object, quotes keep theirs) does not re-render. */
const StripEntry = memo(
  function StripEntry({ item, quote, tick, t, locale }: EntryProps) {
    const price = (value: string | null) => (value === null ? NOT_A_NUMBER : formatByStep(value, tick, locale));
    const percent = quote?.priceChangePercent ?? item.priceChangePercent;
    const change = percent === null ? null : formatPercentChange(percent, locale);
    const volume = quote?.quoteVolume ?? item.volume;
    return (
      <li className="strip-entry" data-testid="ticker-entry" data-symbol={item.symbol}>
        <span>
          <strong>{item.symbol}</strong>{' '}
          <span data-testid="ticker-last" className="strip-figure">
            {price(quote?.lastPrice ?? item.lastPrice)}
          </span>{' '}
          <span data-testid="ticker-change" className={`strip-figure${change ? ` market-change--${change.direction}` : ''}`}>
            {change?.text ?? NOT_A_NUMBER}
          </span>
        </span>
        {item.sample ? (
          <span className="strip-muted">{t.sample}</span>
        ) : item.asOf !== undefined ? (
          <span className="strip-muted" data-testid="ticker-remembered">
            {fill(t.remembered, { age: formatAge(Date.now() - item.asOf, locale) }, locale)}
          </span>
        ) : (
          <span className="strip-muted">
            {t.high} {price(quote?.highPrice ?? item.high24h)} · {t.low} {price(quote?.lowPrice ?? item.low24h)} · {t.volume}{' '}
            {volume === null ? NOT_A_NUMBER : formatVolume(volume, locale)}
          </span>
        )}
      </li>
    );
  },
  (a, b) =>
    a.item === b.item &&
    a.tick === b.tick &&
    a.locale === b.locale &&
    a.quote?.lastPrice === b.quote?.lastPrice &&
    a.quote?.priceChangePercent === b.quote?.priceChangePercent &&
    a.quote?.quoteVolume === b.quote?.quoteVolume,
);

/** The strip behind its own error fallback (cabinet pages and the public ticker-strip widget). */
export const GuardedTickerStrip = withErrorBoundary(TickerStrip, 'TickerStrip');
