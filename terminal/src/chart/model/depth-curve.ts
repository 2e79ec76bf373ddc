import { Dec, toDecimal, type PriceLevel } from '@bourse/market';

/**
 * One step of a depth chart: at `price`, `total` base units rest between the best price and here.
 *
 * @example
 * const step: DepthStep = { price: 61837.62, total: 4.1 };
 */
export interface DepthStep {
  price: number;
  total: number;
}

/**
 * A depth chart of the local book: each side's cumulative amount walking away from the spread
 * (bids downwards, asks upwards), with the totals and best prices exact and the plot points in
 * numbers. Floats are fine for the plot: a pixel is far coarser than a float's error, while the
 * figures a trader reads (totals, best prices, mid) stay decimal strings.
 *
 * @example
 * const curve: DepthCurve = { bids: [...], asks: [...], bestBid: '61837.63', bestAsk: '61837.64', mid: '61837.635',
 *   bidTotal: '12.5', askTotal: '9.1', low: 61790.1, high: 61880.2, maxTotal: 12.5 };
 */
export interface DepthCurve {
  bids: DepthStep[];
  asks: DepthStep[];
  bestBid: string | null;
  bestAsk: string | null;
  mid: string | null;
  bidTotal: string;
  askTotal: string;
  /** The price range and the largest cumulative amount, for the axes. */
  low: number;
  high: number;
  maxTotal: number;
}

function walk(levels: readonly PriceLevel[], order: 1 | -1): { steps: DepthStep[]; total: Dec; best: Dec | null } {
  const sorted = levels
    .map(([price, qty]) => ({ price: toDecimal(price), qty: toDecimal(qty) }))
    .filter((level): level is { price: Dec; qty: Dec } => level.price !== null && level.qty !== null && level.qty.gt(0))
    .sort((a, b) => order * a.price.comparedTo(b.price));
  let total = new Dec(0);
  const steps = sorted.map(({ price, qty }) => {
    total = total.plus(qty);
    return { price: price.toNumber(), total: total.toNumber() };
  });
  return { steps, total, best: sorted[0]?.price ?? null };
}

/**
 * The depth curve of a book side by side; a side without levels is empty and the range comes
 * from the other one.
 *
 * @example
 * depthCurve([['100', '1'], ['99', '2']], [['101', '3']]).bids; // [{ price: 100, total: 1 }, { price: 99, total: 3 }]
 */
export function depthCurve(bids: readonly PriceLevel[], asks: readonly PriceLevel[]): DepthCurve {
  const bidSide = walk(bids, -1);
  const askSide = walk(asks, 1);
  const [bestBid, bestAsk] = [bidSide.best, askSide.best];
  const prices = [...bidSide.steps, ...askSide.steps].map((step) => step.price);
  return {
    bids: bidSide.steps,
    asks: askSide.steps,
    bestBid: bestBid?.toString() ?? null,
    bestAsk: bestAsk?.toString() ?? null,
    mid: bestBid && bestAsk ? bestBid.plus(bestAsk).div(2).toString() : null,
    bidTotal: bidSide.total.toString(),
    askTotal: askSide.total.toString(),
    low: prices.length > 0 ? Math.min(...prices) : 0,
    high: prices.length > 0 ? Math.max(...prices) : 0,
    maxTotal: Math.max(0, bidSide.steps.at(-1)?.total ?? 0, askSide.steps.at(-1)?.total ?? 0),
  };
}
