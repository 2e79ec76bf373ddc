import { Dec, toDecimal, type Trade } from '@bourse/market';

/** Order-size buckets of the flow analysis, in base units: large from 10, medium 1 to under 10, small under 1. */
export const FLOW_LARGE_FROM = 10;
export const FLOW_MEDIUM_FROM = 1;
export const FLOW_BUCKETS = ['large', 'medium', 'small'] as const;
export type FlowBucket = (typeof FLOW_BUCKETS)[number];

/**
 * Taker buying and selling in one size bucket, exact decimal strings.
 *
 * @example
 * const row: FlowRow = { bucket: 'small', buys: 12, sells: 9, buyQty: '1.2', sellQty: '0.8' };
 */
export interface FlowRow {
  bucket: FlowBucket;
  buys: number;
  sells: number;
  buyQty: string;
  sellQty: string;
}

/**
 * The trading view's figures from the recent trades: the size buckets, and the long/short ratio,
 * read here as taker buy volume over taker sell volume (a spot market has no positions, so the
 * aggressive side of each trade stands for who is going long or short).
 *
 * @example
 * const flow: TradeFlow = { rows: [...], buyQty: '3', sellQty: '2', longShortRatio: '1.5', longPercent: '60', trades: 50, from: 1, to: 2 };
 */
export interface TradeFlow {
  rows: FlowRow[];
  buyQty: string;
  sellQty: string;
  /** Buy over sell volume, 2 decimals; null when nothing was sold (no ratio to take). */
  longShortRatio: string | null;
  /** Buy volume's share of all volume in percent, 2 decimals; null without trades. */
  longPercent: string | null;
  trades: number;
  /** Time of the oldest and newest trade counted; null without trades. */
  from: number | null;
  to: number | null;
}

/** The bucket of a trade's quantity. */
export function flowBucket(qty: Dec): FlowBucket {
  if (qty.gte(FLOW_LARGE_FROM)) return 'large';
  return qty.gte(FLOW_MEDIUM_FROM) ? 'medium' : 'small';
}

/**
 * Sum the trades into the flow analysis. A trade whose buyer was the maker was a taker sale.
 *
 * @example
 * tradeFlow([{ id: 1, price: '100', qty: '12', time: 1, isBuyerMaker: false }]).rows[0]; // { bucket: 'large', buys: 1, sells: 0, buyQty: '12', sellQty: '0' }
 */
export function tradeFlow(trades: readonly Trade[]): TradeFlow {
  const zero = new Dec(0);
  const sums = new Map(FLOW_BUCKETS.map((bucket) => [bucket, { buys: 0, sells: 0, buyQty: zero, sellQty: zero }]));
  let [buyQty, sellQty] = [zero, zero];
  let counted = 0;
  let [from, to] = [Infinity, -Infinity];
  for (const trade of trades) {
    const qty = toDecimal(trade.qty);
    if (!qty || qty.lte(0)) continue;
    const row = sums.get(flowBucket(qty))!;
    if (trade.isBuyerMaker) {
      row.sells += 1;
      row.sellQty = row.sellQty.plus(qty);
      sellQty = sellQty.plus(qty);
    } else {
      row.buys += 1;
      row.buyQty = row.buyQty.plus(qty);
      buyQty = buyQty.plus(qty);
    }
    counted += 1;
    from = Math.min(from, trade.time);
    to = Math.max(to, trade.time);
  }
  const all = buyQty.plus(sellQty);
  return {
    rows: FLOW_BUCKETS.map((bucket) => {
      const row = sums.get(bucket)!;
      return { bucket, buys: row.buys, sells: row.sells, buyQty: row.buyQty.toString(), sellQty: row.sellQty.toString() };
    }),
    buyQty: buyQty.toString(),
    sellQty: sellQty.toString(),
    longShortRatio: sellQty.isZero() ? null : buyQty.div(sellQty).toDecimalPlaces(2).toString(),
    longPercent: all.isZero() ? null : buyQty.div(all).times(100).toDecimalPlaces(2).toString(),
    trades: counted,
    from: counted > 0 ? from : null,
    to: counted > 0 ? to : null,
  };
}
