import { Dec } from '../decimal';
import type { BookLevels, Side } from './vocabulary';

/** One level taken by a taker order. */
export type WalkStep = { price: Dec; qty: Dec };

/**
 * What a taker order would take from the book: the levels in order, the base quantity, the exact
 * quote amount (price x quantity summed, not rounded), the average price and the slippage from the
 * best level in basis points (what the order form shows before placing, and the fill report after).
 *
 * @example
 * const walk = walkBook('BUY', asks, { qty: new Dec('0.5') });
 * walk.complete; // true when the book held 0.5 within the limit
 * walk.averagePrice?.toFixed(2); // '61838.10'
 */
export type BookWalk = {
  steps: WalkStep[];
  qty: Dec;
  quoteExact: Dec;
  averagePrice: Dec | null;
  bestPrice: Dec | null;
  slippageBps: Dec | null;
  /** The whole size was found within the limit (and the budget). */
  complete: boolean;
};

export type WalkSize = {
  /** Take this base quantity… */
  qty?: Dec;
  /** …or spend this quote amount (a market order by quoteOrderQty). */
  quoteQty?: Dec;
  /** Levels past this price are not taken (a marketable limit). */
  limitPrice?: Dec;
  /** A buy never spends more than this quote amount (what its lock covers). */
  budget?: Dec;
  /** Quantities are cut to this step (LOT_SIZE). */
  step?: Dec;
};

const cut = (qty: Dec, step: Dec | undefined) =>
  step && step.gt(0) ? qty.dividedToIntegerBy(step).times(step) : qty.toDecimalPlaces(8, Dec.ROUND_DOWN);

/**
 * Walks the opposite side of the book for a taker order: asks from the lowest for a buy, bids from
 * the highest for a sell, level by level, until the size is met, the limit price is passed, the
 * budget is spent or the book ends. Pure: the book is not changed (the market's own book is what
 * the next order meets; a paper order takes nothing from it).
 */
export function walkBook(side: Side, levels: BookLevels, size: WalkSize): BookWalk {
  const steps: WalkStep[] = [];
  let qty = new Dec(0);
  let quote = new Dec(0);
  let complete = false;
  for (const [priceText, levelText] of levels) {
    const price = new Dec(priceText);
    if (size.limitPrice && (side === 'BUY' ? price.gt(size.limitPrice) : price.lt(size.limitPrice))) break;
    let take = new Dec(levelText);
    if (size.qty) take = Dec.min(take, size.qty.minus(qty));
    if (size.quoteQty) take = Dec.min(take, cut(size.quoteQty.minus(quote).dividedBy(price), size.step));
    if (size.budget && side === 'BUY') take = Dec.min(take, cut(size.budget.minus(quote).dividedBy(price), size.step));
    if (take.gt(0)) {
      steps.push({ price, qty: take });
      qty = qty.plus(take);
      quote = quote.plus(price.times(take));
    }
    if (size.qty && qty.gte(size.qty)) {
      complete = true;
      break;
    }
    // A quote-sized order is done when the next step of the lot no longer fits at this price.
    if (size.quoteQty && take.lt(levelText)) {
      complete = true;
      break;
    }
    if (size.budget && side === 'BUY' && take.lt(levelText)) break;
  }
  const best = levels[0] ? new Dec(levels[0][0]) : null;
  const averagePrice = qty.gt(0) ? quote.dividedBy(qty) : null;
  const slippageBps =
    averagePrice && best ? averagePrice.minus(best).abs().dividedBy(best).times(10_000).toDecimalPlaces(2, Dec.ROUND_HALF_UP) : null;
  return { steps, qty, quoteExact: quote, averagePrice, bestPrice: best, slippageBps, complete };
}
