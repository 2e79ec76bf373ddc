import { useStore } from '@nanostores/react';
import { formatByStep, formatTradeTime } from '../../domain';
import { formatPair } from '@bourse/market';
import { splitPair } from '@bourse/trading';
import { $pairRules, $trades } from '../../stores';
import { type Catalogue, fill } from '@bourse/i18n';
import { BookTableHead } from './BookTableHead';
import '../../shared/view/controls.css';
import './book.css';

/**
 * The trades tape: the pair's latest 50 trades, newest first, each with its price (green when the
 * buyer took the offer, red when the seller hit the bid), amount and time.
 */
export function TradesTape({ symbol, locale, t }: { symbol: string; locale: string; t: Catalogue['market']['trades'] }) {
  const trades = useStore($trades);
  const rules = useStore($pairRules);
  const pair = formatPair(symbol);
  const [base, quote] = splitPair(pair) ?? [symbol, ''];
  const tick = rules?.symbol === symbol ? rules.tickSize : null;
  const step = (rules?.symbol === symbol ? rules.stepSize : null) ?? '0.0001';
  return (
    <div className="book">
      <table className="book-table" aria-label={fill(t.region, { pair }, locale)} data-testid="trades-tape">
        <BookTableHead price={t.price} amount={t.amount} third={t.time} base={base} quote={quote} />
        <tbody className="book-side book-side--tape" data-testid="trades-rows">
          {trades.map((trade) => {
            // The buyer's order resting means the seller took it: a sell.
            const side = trade.isBuyerMaker ? 'sell' : 'buy';
            return (
              <tr key={trade.id} className="book-row" data-side={side} data-price={trade.price} data-time={trade.time}>
                <td className={`book-cell book-cell--price book-trade--${side}`}>
                  {formatByStep(trade.price, tick, locale)}
                  <span className="ui-visually-hidden"> {t[side]}</span>
                </td>
                <td className="book-cell">{formatByStep(trade.qty, step, locale)}</td>
                <td className="book-cell book-muted">{formatTradeTime(trade.time, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {trades.length === 0 && (
        <p role="status" className="book-state" data-testid="trades-waiting">
          {t.waiting}
        </p>
      )}
    </div>
  );
}
