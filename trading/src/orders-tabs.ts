import { Dec } from './decimal';
import { amountString } from './amount';
import type { Balances, Order } from './schemas';

/**
 * What the spot terminal's orders area shows beside the order lists: the trades (filled orders),
 * the account's coins, and a summary of its trading. Pure: the views pass in the trading store's
 * orders and balances.
 */

/** @example { id: 'o-1', time: 1700000000000, pair: 'BTC/USDT', side: 'buy', price: '60000.00000000', amount: '0.01000000', total: '600.00000000', fee: '0.00001000', feeAsset: 'BTC' } */
export type TradeRow = Pick<Order, 'id' | 'pair' | 'side' | 'price' | 'amount' | 'total'> & {
  /** When it filled (the order's placing time for records older than fill times). */
  time: number;
  fee: string | null;
  feeAsset: string | null;
};

/**
 * The filled orders as trades, newest fill first, filtered by pair or order id (case-insensitive).
 * @example selectTrades(orders, 'eth') // the ETH pairs' fills
 */
export function selectTrades(orders: readonly Order[], query = ''): TradeRow[] {
  const needle = query.trim().toLowerCase();
  return orders
    .filter((o) => o.status === 'filled')
    .filter((o) => !needle || o.pair.toLowerCase().includes(needle) || o.id.toLowerCase().includes(needle))
    .map((o) => ({
      id: o.id,
      time: o.closedAt ?? o.timestamp,
      pair: o.pair,
      side: o.side,
      price: o.price,
      amount: o.amount,
      total: o.total,
      fee: o.fee ?? null,
      feeAsset: o.feeAsset ?? null,
    }))
    .sort((a, b) => b.time - a.time);
}

/** @example { asset: 'BTC', total: '0.50000000', free: '0.40000000', locked: '0.10000000' } */
export type FundsRow = { asset: string; total: string; free: string; locked: string };

/**
 * The coins the account holds (a total above zero) in name order: amounts of different coins do
 * not compare, so the list stays put while prices move.
 * @example selectFunds({ USDT: { free: '10', locked: '0', total: '10' }, BTC: { free: '0', locked: '0', total: '0' } }) // [{ asset: 'USDT', … }]
 */
export function selectFunds(balances: Balances): FundsRow[] {
  return Object.entries(balances)
    .filter(([, b]) => new Dec(b.total).gt(0))
    .map(([asset, b]) => ({ asset, total: amountString(b.total), free: amountString(b.free), locked: amountString(b.locked) }))
    .sort((a, b) => a.asset.localeCompare(b.asset));
}

/** An amount per asset, assets in name order. */
export type AssetAmount = { asset: string; amount: string };

/** @example { filled: 3, buys: 2, sells: 1, cancelled: 1, turnover: [{ asset: 'USDT', amount: '1800.00000000' }], fees: [{ asset: 'BTC', amount: '0.00002000' }, …] } */
export type TradingSummary = {
  filled: number;
  buys: number;
  sells: number;
  cancelled: number;
  /** The filled orders' totals, per quote asset (a USDT and a BTC total do not add up). */
  turnover: AssetAmount[];
  /** Fees charged on fills, per asset they were taken in. */
  fees: AssetAmount[];
};

function addTo(sums: Map<string, Dec>, asset: string, amount: string): void {
  sums.set(asset, (sums.get(asset) ?? new Dec(0)).plus(amount));
}

const listed = (sums: Map<string, Dec>): AssetAmount[] =>
  [...sums.entries()].map(([asset, amount]) => ({ asset, amount: amountString(amount) })).sort((a, b) => a.asset.localeCompare(b.asset));

/**
 * The account's trading in figures: how many orders filled (buys, sells) and were cancelled, the
 * turnover per quote asset and the fees per asset, exactly (decimal sums).
 */
export function summarizeTrading(orders: readonly Order[]): TradingSummary {
  const turnover = new Map<string, Dec>();
  const fees = new Map<string, Dec>();
  let buys = 0;
  let sells = 0;
  let cancelled = 0;
  for (const order of orders) {
    if (order.status === 'cancelled') cancelled += 1;
    if (order.status !== 'filled') continue;
    if (order.side === 'buy') buys += 1;
    else sells += 1;
    addTo(turnover, order.pair.split('/')[1]!, order.total);
    if (order.fee && order.feeAsset) addTo(fees, order.feeAsset, order.fee);
  }
  return { filled: buys + sells, buys, sells, cancelled, turnover: listed(turnover), fees: listed(fees) };
}
