import { atom, computed } from 'nanostores';
import { BOOK_DEPTH } from '@bourse/market';
import { buildLadder, groupingSteps, inferTickSize, ladderRowsFor, type BookSideView, type BookSpread, type LadderRow } from '../../domain';
import { $book } from './book';
import { $pairRules } from '../../feed/store/symbol-rules';

/**
 * The grouping the trader chose, for the pair it was chosen on (another pair starts at its tick).
 *
 * @example
 * setBookGrouping('BTCUSDT', '10'); $bookGrouping.get(); // { symbol: 'BTCUSDT', step: '10' }
 */
export const $bookGrouping = atom<{ symbol: string; step: string } | null>(null);

/**
 * Both sides around the spread, or one side alone (buy-only: bids; sell-only: asks).
 *
 * @example
 * setBookSideView('bids');
 */
export const $bookSideView = atom<BookSideView>('both');

export function setBookGrouping(symbol: string, step: string): void {
  $bookGrouping.set({ symbol, step });
}

export function setBookSideView(view: BookSideView): void {
  $bookSideView.set(view);
}

/**
 * The book as the panel draws it: the grouping choices of the pair (its tick and multiples of
 * ten), the chosen one, the rows of each side with totals and depth shading, and the spread. Null
 * until the book is live.
 *
 * @example
 * $bookLadder.get()?.steps; // ['0.01', '0.1', '1', '10']
 */
export interface BookLadderState {
  symbol: string;
  lastUpdateId: number | null;
  steps: string[];
  step: string;
  view: BookSideView;
  bids: LadderRow[];
  asks: LadderRow[];
  spread: BookSpread | null;
}

export const $bookLadder = computed(
  [$book, $pairRules, $bookGrouping, $bookSideView],
  (book, rules, grouping, view): BookLadderState | null => {
    if (!book || book.status !== 'live') return null;
    const tick = (rules?.symbol === book.symbol ? rules.tickSize : null) ?? inferTickSize([...book.bids, ...book.asks]);
    const steps = groupingSteps(tick);
    const chosen = grouping?.symbol === book.symbol && steps.includes(grouping.step) ? grouping.step : (steps[0] ?? tick);
    const rows = ladderRowsFor(view, BOOK_DEPTH);
    const ladder = buildLadder(book, { step: chosen, rows });
    return { symbol: book.symbol, lastUpdateId: book.lastUpdateId, steps, step: chosen, view, ...ladder };
  },
);
