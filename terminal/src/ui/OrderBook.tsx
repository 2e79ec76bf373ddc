import { useStore } from '@nanostores/react';
import { useEffect, type CSSProperties } from 'react';
import { BOOK_DEPTH, formatBookAmount, formatBookPrice, formatPair, normalizeSymbol, type PriceLevel } from '../domain';
import { $book, $feedStatus, configureMarket } from '../stores';
import { describeFeedStatus } from './feed-status-text';
import { fill, messagesFor } from '../messages';
import type { MarketIslandProps } from './PriceTicker';

/**
 * Props of the order book island; the same feed props as PriceTicker, so both share one stream.
 *
 * @example
 * <OrderBook client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443"
 *   feed="replay" feedLabel="Replay · recorded session, not live" />
 */
export type OrderBookProps = MarketIslandProps;

const box: CSSProperties = {
  padding: '0.75rem 1rem', borderRadius: 'var(--radius-md, 8px)', background: 'var(--color-surface, #181a20)',
  color: 'var(--color-text, #eaecef)', border: '1px solid var(--color-border, #2b3139)',
  fontFamily: 'var(--font-primary, system-ui, sans-serif)',
};
const cell: CSSProperties = { textAlign: 'right', padding: '0 0.5rem', fontFamily: 'var(--font-mono, ui-monospace, monospace)', fontVariantNumeric: 'tabular-nums' };
const muted: CSSProperties = { color: 'var(--color-text-muted, #b7bdc6)', fontSize: '0.875rem', fontWeight: 400 };
const SIDE_COLOR = { asks: 'var(--color-down, #f6465d)', bids: 'var(--color-up, #0ecb81)' } as const;

function Rows({ side, levels, locale }: { side: 'asks' | 'bids'; levels: PriceLevel[]; locale: string }) {
  return (
    <tbody data-testid={`book-${side}`}>
      {levels.map(([price, qty]) => (
        <tr key={price}>
          <td style={{ ...cell, color: SIDE_COLOR[side] }}>{formatBookPrice(price, locale)}</td>
          <td style={cell}>{formatBookAmount(qty, locale)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** The best 20 asks above the best 20 bids of one pair, live from the local order book. */

export function OrderBook({ restUrl, wsUrl, feed, feedLabel, symbol = 'BTCUSDT', locale = 'en-US' }: OrderBookProps) {
  useEffect(() => {
    configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol });
  }, [restUrl, wsUrl, feed, feedLabel, symbol]);
  const stored = useStore($book);
  const status = useStore($feedStatus);
  const wanted = normalizeSymbol(symbol) ?? symbol;
  const book = stored?.symbol === wanted && stored.status === 'live' ? stored : null;
  const unavailable = stored?.symbol === wanted && stored.status === 'unavailable';
  const pair = formatPair(wanted);
  const t = messagesFor(locale).market.book;
  // Asks are listed highest first so the best ask sits just above the best bid.
  const asks = book ? book.asks.slice(0, BOOK_DEPTH).reverse() : [];
  const bids = book ? book.bids.slice(0, BOOK_DEPTH) : [];

  return (
    <section aria-label={fill(t.region, { pair }, locale)} style={box} data-update-id={book?.lastUpdateId ?? undefined}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-busy={book ? undefined : true}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>
          {fill(t.caption, { pair }, locale)} <span style={muted}>· {feedLabel}</span>
        </caption>
        <thead>
          <tr style={muted}>
            <th scope="col" style={cell}>{t.price}</th>
            <th scope="col" style={cell}>{t.amount}</th>
          </tr>
        </thead>
        <Rows side="asks" levels={asks} locale={locale} />
        <Rows side="bids" levels={bids} locale={locale} />
      </table>
      {!book && (
        <p data-testid="book-state" role="status" style={muted}>
          {unavailable ? t.unavailable : status.exhausted ? describeFeedStatus(status, locale) : t.loading}
        </p>
      )}
    </section>
  );
}
