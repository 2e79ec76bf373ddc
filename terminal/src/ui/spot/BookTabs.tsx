import { useStore } from '@nanostores/react';
import { BOOK_DEPTH, formatBookAmount, formatBookPrice, formatPair, type PriceLevel } from '../../domain';
import { $book } from '../../stores';
import { pickPrice } from '../../stores/spot-form';
import { useCabinetLocale } from '../account/SignInGate';
import { Tabs } from './Tabs';
import { useSpotSymbol, type SpotIslandProps } from './use-spot-market';
import { type Catalogue, fill, messagesFor } from '../../messages';
import '../styles/controls.css';
import './spot.css';

export type BookTabsProps = SpotIslandProps;


function Side({ side, levels, locale, t }: { side: 'asks' | 'bids'; levels: PriceLevel[]; locale: string; t: Catalogue['spot'] }) {
  return (
    <tbody data-testid={`book-${side}`}>
      {levels.map(([price, qty]) => {
        const shown = formatBookPrice(price, locale);
        return (
          <tr key={price}>
            <td className="spot-book__cell">
              {/* A button, so a price can be picked with the keyboard as well as the mouse. */}
              <button type="button" onClick={() => pickPrice(price)} aria-label={fill(t.pickPrice, { price: shown }, locale)}
               className={`spot-book__price spot-book__price--${side}`}>{shown}</button>
            </td>
            <td className="spot-book__cell">{formatBookAmount(qty, locale)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}

function Book({ symbol, locale, t }: { symbol: string; locale: string; t: Catalogue['spot'] }) {
  const stored = useStore($book);
  const book = stored?.symbol === symbol && stored.status === 'live' ? stored : null;
  const unavailable = stored?.symbol === symbol && stored.status === 'unavailable';
  if (!book) return <p role="status" data-testid="book-state">{unavailable ? messagesFor(locale).market.book.unavailable : t.loading}</p>;
  return (
    <table className="spot-book" aria-label={`${formatPair(symbol)} ${t.book}`} data-update-id={book.lastUpdateId ?? undefined}>
      <thead><tr><th scope="col" className="spot-book__cell">{t.price}</th><th scope="col" className="spot-book__cell">{t.amount}</th></tr></thead>
      {/* Asks highest first, so the best ask sits just above the best bid. */}
      <Side side="asks" levels={book.asks.slice(0, BOOK_DEPTH).reverse()} locale={locale} t={t} />
      <Side side="bids" levels={book.bids.slice(0, BOOK_DEPTH)} locale={locale} t={t} />
    </table>
  );
}

/** Spec area 4: the order book (a click on a price fills the order form) and a trades tab that says history is loading. */
export function BookTabs(props: BookTabsProps) {
  const locale = useCabinetLocale(props.locale ?? 'en');
  const t = messagesFor(locale).spot;
  const symbol = useSpotSymbol(props);
  return (
    <section className="ui-panel spot-flush" aria-label={`${t.book} · ${t.trades}`}>
      <Tabs label={`${t.book} · ${t.trades}`} testId="book-tabs" tabs={[
        { id: 'book', title: t.book, panel: <Book symbol={symbol} locale={locale} t={t} /> },
        { id: 'trades', title: t.trades, panel: <p role="status" data-testid="trades-loading">{t.tradesLoading}</p> },
      ]} />
    </section>
  );
}
