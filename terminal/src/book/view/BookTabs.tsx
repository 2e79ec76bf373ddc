import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $book, $bookLadder, $pairServed, $trades } from '../../stores';
import { useCabinetLocale } from '../../ui/account/SignInGate';
import { BookLadder } from './BookLadder';
import { TradesTape } from './TradesTape';
import { UnservedNotice } from './UnservedNotice';
import { Tabs } from '../../shared/view/Tabs';
import { useSpotSymbol, type SpotIslandProps } from '../../spot/view/use-spot-market';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import '../../spot/view/spot.css';

export type BookTabsProps = SpotIslandProps;

/** True once the market host has said it does not serve `symbol` (exchangeInfo, or a refused depth request). */
function useUnserved(symbol: string): boolean {
  const served = useStore($pairServed);
  const book = useStore($book);
  return (served.symbol === symbol && served.state === 'unserved') || (book?.symbol === symbol && book.status === 'unavailable');
}

function BookPanel({ symbol, locale }: { symbol: string; locale: string }) {
  const ladder = useStore($bookLadder);
  const t = messagesFor(locale).market.book;
  if (useUnserved(symbol)) return <UnservedNotice symbol={symbol} locale={locale} />;
  if (ladder?.symbol !== symbol)
    return (
      <p role="status" className="book-state" data-testid="book-state">
        {t.loading}
      </p>
    );
  return <BookLadder ladder={ladder} locale={locale} t={t} />;
}

function TradesPanel({ symbol, locale }: { symbol: string; locale: string }) {
  if (useUnserved(symbol)) return <UnservedNotice symbol={symbol} locale={locale} />;
  return <TradesTape symbol={symbol} locale={locale} t={messagesFor(locale).market.trades} />;
}

/**
 * The book area: the order book (grouping, one or both sides, a click on a row fills the order form)
 * and the trades tape, or words saying the feed does not serve the pair.
 */
export function BookTabs(props: BookTabsProps) {
  const locale = useCabinetLocale(props.locale ?? 'en');
  const t = messagesFor(locale).spot;
  const symbol = useSpotSymbol(props);
  // The tape keeps filling while the book tab is shown, so it is full when the trader switches.
  useEffect(() => $trades.listen(() => {}), []);
  return (
    <section className="ui-panel spot-flush book-panel" aria-label={`${t.book} · ${t.trades}`}>
      <Tabs
        label={`${t.book} · ${t.trades}`}
        testId="book-tabs"
        tabs={[
          { id: 'book', title: t.book, panel: <BookPanel symbol={symbol} locale={locale} /> },
          { id: 'trades', title: t.trades, panel: <TradesPanel symbol={symbol} locale={locale} /> },
        ]}
      />
    </section>
  );
}
