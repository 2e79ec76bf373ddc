import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { BOOK_DEPTH, formatBookAmount, formatBookPrice, formatPair, normalizeSymbol, type PriceLevel } from '../domain';
import { $book, $feedStatus, configureMarket } from '../stores';
import { describeFeedStatus } from './feed-status-text';
import { fill, messagesFor } from '../messages';
import type { MarketIslandProps } from './PriceTicker';
import './islands.css';

/**
 * Props of the order book island; the same feed props as PriceTicker, so both share one stream.
 *
 * @example
 * <OrderBook client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443"
 *   feed="replay" feedLabel="Replay · recorded session, not live" />
 */
export type OrderBookProps = MarketIslandProps;

function Rows({ side, levels, locale }: { side: 'asks' | 'bids'; levels: PriceLevel[]; locale: string }) {
  return (
    <tbody data-testid={`book-${side}`}>
      {levels.map(([price, qty]) => (
        <tr key={price}>
          <td className={`book-cell book-cell--${side}`}>{formatBookPrice(price, locale)}</td>
          <td className="book-cell">{formatBookAmount(qty, locale)}</td>
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
    <section aria-label={fill(t.region, { pair }, locale)} className="market-box" data-update-id={book?.lastUpdateId ?? undefined}>
      <table className="book-table" aria-busy={book ? undefined : true}>
        <caption className="book-caption">
          {fill(t.caption, { pair }, locale)} <span className="market-muted">· {feedLabel}</span>
        </caption>
        <thead>
          <tr className="market-muted">
            <th scope="col" className="book-cell">
              {t.price}
            </th>
            <th scope="col" className="book-cell">
              {t.amount}
            </th>
          </tr>
        </thead>
        <Rows side="asks" levels={asks} locale={locale} />
        <Rows side="bids" levels={bids} locale={locale} />
      </table>
      {!book && (
        <p data-testid="book-state" role="status" className="market-muted">
          {unavailable ? t.unavailable : status.exhausted ? describeFeedStatus(status, locale) : t.loading}
        </p>
      )}
    </section>
  );
}
