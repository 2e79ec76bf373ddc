import { Dec, toDecimal, type PriceLevel } from '@bourse/market';
import { decimalsOf } from '../../shared/model/format';

/**
 * One row of the order book as a trader reads it: the (grouped) price, the amount resting there,
 * the cumulative amount from the best price down to this row, and how far the depth shading
 * reaches (0..1 of the deepest cumulative amount on either side, so both sides share one scale).
 *
 * @example
 * const row: LadderRow = { price: '61837.6', qty: '1.25', total: '3.5', depth: 0.42 };
 */
export interface LadderRow {
  price: string;
  qty: string;
  total: string;
  depth: number;
}

/**
 * The gap between the best ask and the best bid, its share of the mid price in percent, and the
 * mid price itself; decimal strings.
 *
 * @example
 * bookSpread(['61837.63', '1'], ['61837.64', '2']); // { spread: '0.01', percent: '0.0000162', mid: '61837.635' }
 */
export interface BookSpread {
  spread: string;
  percent: string;
  mid: string;
}

/** Which sides the book shows: both around the spread, or only one, twice as deep. */
export type BookSideView = 'both' | 'bids' | 'asks';

/** How many multiples of the tick the grouping offers: tick, x10, x100, x1000 (0.01 … 10 for BTC/USDT). */
export const GROUPING_STEPS = 4;

/**
 * The grouping choices for a pair: its tick and the next multiples of ten, as plain decimals.
 *
 * @example
 * groupingSteps('0.01000000'); // ['0.01', '0.1', '1', '10']
 */
export function groupingSteps(tickSize: string, count = GROUPING_STEPS): string[] {
  const tick = toDecimal(tickSize);
  if (!tick || tick.lte(0)) return [];
  return Array.from({ length: count }, (_, i) => tick.mul(new Dec(10).pow(i)).toFixed());
}

/**
 * Merge levels into buckets of `step`: bids round down and asks round up (a bucket never promises
 * a better price than its orders have), amounts summed exactly. Input and output are best first.
 *
 * @example
 * groupLevels([['100.07', '1'], ['100.02', '2'], ['99.98', '1']], 'bids', '0.1');
 * // [['100.0', '3'], ['99.9', '1']]
 */
export function groupLevels(levels: readonly PriceLevel[], side: 'bids' | 'asks', step: string): PriceLevel[] {
  const size = toDecimal(step);
  if (!size || size.lte(0)) return levels.map(([price, qty]) => [price, qty]);
  const places = decimalsOf(step);
  const grouped: [string, Dec][] = [];
  for (const [price, qty] of levels) {
    const p = toDecimal(price);
    const q = toDecimal(qty);
    if (!p || !q) continue;
    const ratio = p.div(size);
    const bucket = ratio
      .toDecimalPlaces(0, side === 'bids' ? Dec.ROUND_FLOOR : Dec.ROUND_CEIL)
      .mul(size)
      .toFixed(places);
    const last = grouped.at(-1);
    // Levels arrive best first, so a bucket's levels are always adjacent.
    if (last && last[0] === bucket) last[1] = last[1].add(q);
    else grouped.push([bucket, q]);
  }
  return grouped.map(([price, qty]) => [price, qty.toFixed()]);
}

/** Running totals of `levels` (best first), `rows` of them. */
function withTotals(levels: readonly PriceLevel[], rows: number): { price: string; qty: string; total: Dec }[] {
  let running = new Dec(0);
  return levels.slice(0, rows).map(([price, qty]) => {
    running = running.add(toDecimal(qty) ?? 0);
    return { price, qty, total: running };
  });
}

/**
 * The book ready to draw: both sides grouped by `step`, `rows` rows each (best first), with
 * cumulative totals and depth shading on one scale, and the spread of the raw best prices.
 *
 * @example
 * const ladder = buildLadder({ bids, asks }, { step: '0.1', rows: 20 });
 * ladder.bids[0].total; // the amount at the best bid bucket
 */
export function buildLadder(
  book: { bids: readonly PriceLevel[]; asks: readonly PriceLevel[] },
  { step, rows }: { step: string; rows: number },
): { bids: LadderRow[]; asks: LadderRow[]; spread: BookSpread | null } {
  const bids = withTotals(groupLevels(book.bids, 'bids', step), rows);
  const asks = withTotals(groupLevels(book.asks, 'asks', step), rows);
  const deepest = Dec.max(bids.at(-1)?.total ?? 0, asks.at(-1)?.total ?? 0);
  const finish = (list: typeof bids): LadderRow[] =>
    list.map(({ price, qty, total }) => ({
      price,
      qty,
      total: total.toFixed(),
      depth: deepest.isZero() ? 0 : total.div(deepest).toNumber(),
    }));
  return { bids: finish(bids), asks: finish(asks), spread: bookSpread(book.bids[0] ?? null, book.asks[0] ?? null) };
}

/** The spread between the best bid and ask, or null when a side is empty or the book is crossed. */
export function bookSpread(bid: PriceLevel | null, ask: PriceLevel | null): BookSpread | null {
  const b = bid ? toDecimal(bid[0]) : null;
  const a = ask ? toDecimal(ask[0]) : null;
  if (!a || !b || a.lt(b)) return null;
  const mid = a.add(b).div(2);
  const spread = a.sub(b);
  return { spread: spread.toFixed(), percent: mid.isZero() ? '0' : spread.div(mid).mul(100).toFixed(), mid: mid.toFixed() };
}

/**
 * Rows each side shows: the panel's depth around the spread, or twice that for one side alone.
 *
 * @example
 * ladderRowsFor('bids', 20); // 40
 */
export function ladderRowsFor(view: BookSideView, depth: number): number {
  return view === 'both' ? depth : depth * 2;
}

/**
 * A tick to group by when exchangeInfo is not known: the finest price step the book's best levels
 * use (Binance pads prices with zeros, so the significant decimals tell it).
 *
 * @example
 * inferTickSize([['61837.63000000', '1'], ['61837.60000000', '2']]); // '0.01'
 */
export function inferTickSize(levels: readonly PriceLevel[]): string {
  let places = 0;
  for (const [price] of levels.slice(0, BOOK_SAMPLE)) places = Math.max(places, toDecimal(price)?.decimalPlaces() ?? 0);
  return new Dec(10).pow(-places).toFixed();
}

const BOOK_SAMPLE = 50;
