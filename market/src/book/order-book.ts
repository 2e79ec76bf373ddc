import { comparePriceKeys, isZeroQty, priceKey, type PriceLevel } from './price-level';

/** Depth shown by the terminal (order book depth 20 levels). */
export const BOOK_DEPTH = 20;

/**
 * Levels a side the terminal's book store keeps: grouping by 1000 ticks still needs a screenful
 * of buckets, and the REST snapshot holds at most 1000 levels a side.
 */
export const BOOK_KEPT_LEVELS = 1000;

const SORT_ALL_ABOVE = 64;

/**
 * A full depth answer or partial-book frame: REST `/api/v3/depth` and `<sym>@depth20@100ms`.
 *
 * @example
 * const snapshot: DepthSnapshotData = { lastUpdateId: 50093239218, bids: [['61837.63', '3.78']], asks: [] };
 */
export interface DepthSnapshotData {
  lastUpdateId: number;
  bids: PriceLevel[];
  asks: PriceLevel[];
}

/**
 * A diff-depth event (`<sym>@depth@100ms`): ids U..u, levels whose quantity 0 means removal.
 *
 * @example
 * const diff: DepthDiff = { U: 50093239203, u: 50093239207, b: [['55653.87', '0']], a: [] };
 */
export interface DepthDiff {
  U: number;
  u: number;
  b: PriceLevel[];
  a: PriceLevel[];
}

/**
 * The local order book: levels keyed by `priceKey`, each keeping Binance's spelling.
 * Maps are updated in place: the book belongs to one feed and takes thousands of levels a
 * second, so copying it per diff would dominate the cost.
 *
 * @example
 * const book = bookFromSnapshot(snapshot);
 * topLevels(book, 'bids', 20)[0]; // ['61837.63000000', '3.78826000']
 */
export interface OrderBook {
  lastUpdateId: number;
  bids: Map<string, PriceLevel>;
  asks: Map<string, PriceLevel>;
}

function sideFrom(levels: readonly PriceLevel[]): Map<string, PriceLevel> {
  const side = new Map<string, PriceLevel>();
  for (const level of levels) if (!isZeroQty(level[1])) side.set(priceKey(level[0]), [level[0], level[1]]);
  return side;
}

/** A book holding exactly the snapshot's levels. */
export function bookFromSnapshot(snapshot: DepthSnapshotData): OrderBook {
  return { lastUpdateId: snapshot.lastUpdateId, bids: sideFrom(snapshot.bids), asks: sideFrom(snapshot.asks) };
}

/** Set or remove (quantity 0) each level on one side; returns how many levels were applied. */
export function applyLevels(side: Map<string, PriceLevel>, levels: readonly PriceLevel[]): number {
  for (const level of levels) {
    const key = priceKey(level[0]);
    if (isZeroQty(level[1])) side.delete(key);
    else side.set(key, level);
  }
  return levels.length;
}

/**
 * Apply one diff without any sequence check (the caller, `receiveDiff`, checks the ids).
 *
 * @example
 * applyDepthDiff(book, diff).lastUpdateId === diff.u; // true
 */
export function applyDepthDiff(book: OrderBook, diff: DepthDiff): OrderBook {
  applyLevels(book.bids, diff.b);
  applyLevels(book.asks, diff.a);
  book.lastUpdateId = diff.u;
  return book;
}

/**
 * The best `depth` levels of a side, best first: bids high to low, asks low to high. Keeps a
 * small sorted window instead of sorting the whole side, which may hold thousands of levels.
 */
export function topLevels(book: OrderBook, side: 'bids' | 'asks', depth: number = BOOK_DEPTH): PriceLevel[] {
  const sign = side === 'bids' ? -1 : 1;
  // A deep view (grouping needs hundreds of levels) is cheaper as one sort than as a window.
  if (depth > SORT_ALL_ABOVE) {
    return [...book[side].keys()]
      .sort((a, b) => sign * comparePriceKeys(a, b))
      .slice(0, depth)
      .map((key) => book[side].get(key) as PriceLevel);
  }
  const keys: string[] = [];
  for (const key of book[side].keys()) {
    if (keys.length === depth && sign * comparePriceKeys(key, keys[depth - 1] as string) >= 0) continue;
    let at = keys.length;
    while (at > 0 && sign * comparePriceKeys(key, keys[at - 1] as string) < 0) at -= 1;
    keys.splice(at, 0, key);
    if (keys.length > depth) keys.pop();
  }
  return keys.map((key) => book[side].get(key) as PriceLevel);
}

/** The best bid and ask levels, or null for an empty side. */
export function bestLevels(book: OrderBook): { bid: PriceLevel | null; ask: PriceLevel | null } {
  return { bid: topLevels(book, 'bids', 1)[0] ?? null, ask: topLevels(book, 'asks', 1)[0] ?? null };
}

/**
 * The book as plain data, `depth` levels a side: what stores hold and what `bourse book` prints.
 *
 * @example
 * bookView(book, 20); // { lastUpdateId: 50093239218, bids: [...20], asks: [...20] }
 */
export function bookView(book: OrderBook, depth: number = BOOK_DEPTH): DepthSnapshotData {
  return { lastUpdateId: book.lastUpdateId, bids: topLevels(book, 'bids', depth), asks: topLevels(book, 'asks', depth) };
}
