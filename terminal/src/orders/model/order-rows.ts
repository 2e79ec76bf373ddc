import { formatPair } from '@bourse/market';
import { Dec, isOpenStatus, type FillAnswer, type OrderAnswer } from '@bourse/trading';

/** The cabinet's order lists: open (working orders), pending (stops waiting for their price), history (finished orders). */
export type OrderListKind = 'open' | 'pending' | 'history';

/**
 * One order as the lists show it: the pair written BASE/QUOTE, how much of it filled in percent,
 * its average fill price (null before any fill) and the price it was placed at (its stop for a
 * waiting stop-market).
 *
 * @example { orderId: 7, pair: 'BTC/USDT', side: 'BUY', type: 'LIMIT', price: '60000.00000000', filledPercent: 35, averagePrice: '60000.00', … }
 */
export type OrderRow = OrderAnswer & {
  pair: string;
  filledPercent: number;
  averagePrice: string | null;
  shownPrice: string;
  total: string;
};

export function orderRow(order: OrderAnswer): OrderRow {
  const executed = new Dec(order.executedQty);
  const orig = new Dec(order.origQty);
  const averagePrice = executed.gt(0) ? new Dec(order.cummulativeQuoteQty).dividedBy(executed).toFixed(8) : null;
  const shownPrice =
    order.price !== '0.00000000' ? order.price : order.stopPrice !== '0.00000000' ? order.stopPrice : (averagePrice ?? order.price);
  const filledPercent = orig.gt(0) ? Math.floor(executed.dividedBy(orig).times(100).toNumber()) : 0;
  const total =
    executed.gt(0) && !isOpenStatus(order.status) ? order.cummulativeQuoteQty : new Dec(shownPrice).times(order.origQty).toFixed(8);
  return { ...order, pair: formatPair(order.symbol), filledPercent, averagePrice, shownPrice, total };
}

/** The rows of a list, newest first, filtered by pair, symbol or order id (case-insensitive). */
export function orderRows(orders: readonly OrderAnswer[], list: OrderListKind, query = ''): OrderRow[] {
  const needle = query.trim().toLowerCase().replace('/', '');
  const inList = (o: OrderAnswer) =>
    list === 'history' ? !isOpenStatus(o.status) : isOpenStatus(o.status) && o.working === (list === 'open');
  return orders
    .filter(inList)
    .filter(
      (o) =>
        !needle ||
        o.symbol.toLowerCase().includes(needle) ||
        String(o.orderId).includes(needle) ||
        o.clientOrderId.toLowerCase().includes(needle),
    )
    .map(orderRow)
    .sort((a, b) => b.time - a.time || b.orderId - a.orderId);
}

/** Fills filtered like the orders (pair, symbol or order id), newest first. */
export function fillRows(fills: readonly FillAnswer[], query = ''): (FillAnswer & { pair: string })[] {
  const needle = query.trim().toLowerCase().replace('/', '');
  return fills
    .filter((f) => !needle || f.symbol.toLowerCase().includes(needle) || String(f.orderId).includes(needle))
    .map((f) => ({ ...f, pair: formatPair(f.symbol) }))
    .sort((a, b) => b.time - a.time || b.id - a.id);
}
