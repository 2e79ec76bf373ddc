import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { formatByStep, formatSignificant, type LadderRow } from '../../domain';
import { formatPair } from '@bourse/market';
import { splitPair } from '@bourse/trading';
import { $lastPrice, $pairRules, type BookLadderState } from '../../stores';
import { pickLevel, pickPrice } from '../../stores/spot-form';
import { type Catalogue, fill } from '@bourse/i18n';
import { BookControls } from './BookControls';
import { BookTableHead } from './BookTableHead';
import '../../shared/view/controls.css';
import './book.css';

type Texts = Catalogue['market']['book'];
/** Amount decimals when exchangeInfo does not give the pair's step (Binance's 8 would not fit). */
const FALLBACK_STEP = '0.0001';

function Side({
  side,
  rows,
  step,
  amountStep,
  locale,
  t,
}: {
  side: 'asks' | 'bids';
  rows: LadderRow[];
  step: string;
  amountStep: string;
  locale: string;
  t: Texts;
}) {
  // A click offers the price; with Shift also the amount resting up to that row, as on Binance.
  const pick = (row: LadderRow) => (event: MouseEvent) => (event.shiftKey ? pickLevel(row.price, row.total) : pickPrice(row.price));
  return (
    <tbody data-testid={`book-${side}`} className={`book-side book-side--${side}`}>
      {rows.map((row) => {
        const price = formatByStep(row.price, step, locale);
        const total = formatByStep(row.total, amountStep, locale);
        return (
          <tr
            key={row.price}
            className="book-row"
            data-price={row.price}
            data-total={row.total}
            style={{ '--depth': `${(row.depth * 100).toFixed(1)}%` } as React.CSSProperties}
          >
            <td className="book-cell book-cell--price">
              {/* A button, so a price can be picked with the keyboard as well as the mouse. */}
              <button
                type="button"
                className="book-pick"
                onClick={pick(row)}
                aria-label={fill(t.pickLevel, { price, amount: total }, locale)}
              >
                {price}
              </button>
            </td>
            <td className="book-cell">{formatByStep(row.qty, amountStep, locale)}</td>
            <td className="book-cell">{total}</td>
          </tr>
        );
      })}
    </tbody>
  );
}

function SpreadRow({ ladder, locale, t }: { ladder: BookLadderState; locale: string; t: Texts }) {
  const last = useStore($lastPrice);
  const rules = useStore($pairRules);
  const tick = rules?.tickSize ?? ladder.steps[0] ?? null;
  const shown = last?.symbol === ladder.symbol ? last : null;
  const spread = ladder.spread;
  return (
    <tbody className="book-spread-body">
      <tr
        className="book-spread"
        data-testid="book-spread"
        data-update-id={ladder.lastUpdateId ?? undefined}
        data-spread={spread?.spread}
        data-mid={spread?.mid}
        data-last={shown?.price}
        data-direction={shown?.direction}
      >
        <td className="book-cell book-cell--price">
          {shown ? (
            <span
              className={`book-last book-last--${shown.direction}`}
              aria-label={`${t.lastPrice} ${formatByStep(shown.price, tick, locale)} (${t[shown.direction]})`}
            >
              {formatByStep(shown.price, tick, locale)} <span aria-hidden="true">{shown.direction === 'up' ? '↑' : '↓'}</span>
            </span>
          ) : (
            <span className="book-muted">—</span>
          )}
        </td>
        {/* The mid price is a hover away: the row stays one line in a 300 px column. */}
        <td className="book-cell book-muted" colSpan={2} title={spread ? `${t.mid} ${formatByStep(spread.mid, tick, locale)}` : undefined}>
          {spread ? `${t.spread} ${formatByStep(spread.spread, tick, locale)} (${formatSignificant(spread.percent, 2, locale)}%)` : '—'}
        </td>
      </tr>
    </tbody>
  );
}

/**
 * The order book ladder: grouping and side controls, asks above the spread row (last price and
 * its direction, spread, mid) above the bids, each row with its cumulative total and depth shading.
 * Rows keep a fixed height; a short panel clips the far ends, never the levels next to the spread.
 */
export function BookLadder({ ladder, locale, t }: { ladder: BookLadderState; locale: string; t: Texts }) {
  const rules = useStore($pairRules);
  const pair = formatPair(ladder.symbol);
  const [base, quote] = splitPair(pair) ?? [ladder.symbol, ''];
  const amountStep = (rules?.symbol === ladder.symbol ? rules.stepSize : null) ?? FALLBACK_STEP;
  // Asks are listed highest first so the best ask sits just above the spread.
  const asks = [...ladder.asks].reverse();
  return (
    <div className="book" data-view={ladder.view} data-step={ladder.step}>
      <BookControls ladder={ladder} locale={locale} t={t} />
      <table className="book-table" aria-label={fill(t.caption, { pair }, locale)} data-update-id={ladder.lastUpdateId ?? undefined}>
        <BookTableHead price={t.price} amount={t.amount} third={t.total} base={base} quote={quote} />
        {ladder.view !== 'bids' && <Side side="asks" rows={asks} step={ladder.step} amountStep={amountStep} locale={locale} t={t} />}
        <SpreadRow ladder={ladder} locale={locale} t={t} />
        {ladder.view !== 'asks' && <Side side="bids" rows={ladder.bids} step={ladder.step} amountStep={amountStep} locale={locale} t={t} />}
      </table>
    </div>
  );
}
