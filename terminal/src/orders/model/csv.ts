import type { FillAnswer } from '@bourse/trading';
import type { OrderRow } from './order-rows';

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), quotes doubled. */
const field = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const lines = (rows: (string | number | null)[][]) => rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
const iso = (time: number) => new Date(time).toISOString();

/**
 * The order history as CSV (times in UTC ISO 8601, amounts as the ledger keeps them, Binance's
 * words for side, type and status), for a spreadsheet or a tax tool.
 *
 * @example ordersCsv(rows).split('\r\n')[0]; // 'time,orderId,clientOrderId,symbol,side,type,price,averagePrice,origQty,executedQty,filledPercent,cummulativeQuoteQty,status'
 */
export function ordersCsv(rows: readonly OrderRow[]): string {
  return lines([
    [
      'time',
      'orderId',
      'clientOrderId',
      'symbol',
      'side',
      'type',
      'price',
      'averagePrice',
      'origQty',
      'executedQty',
      'filledPercent',
      'cummulativeQuoteQty',
      'status',
    ],
    ...rows.map((o) => [
      iso(o.time),
      o.orderId,
      o.clientOrderId,
      o.symbol,
      o.side,
      o.type,
      o.shownPrice,
      o.averagePrice,
      o.origQty,
      o.executedQty,
      o.filledPercent,
      o.cummulativeQuoteQty,
      o.status,
    ]),
  ]);
}

/** The trade history (every fill) as CSV: price, quantity, quote amount, fee and its asset, maker or taker. */
export function fillsCsv(fills: readonly FillAnswer[]): string {
  return lines([
    ['time', 'fillId', 'orderId', 'symbol', 'side', 'price', 'qty', 'quoteQty', 'commission', 'commissionAsset', 'role', 'marketTradeId'],
    ...fills.map((f) => [
      iso(f.time),
      f.id,
      f.orderId,
      f.symbol,
      f.side,
      f.price,
      f.qty,
      f.quoteQty,
      f.commission,
      f.commissionAsset,
      f.isMaker ? 'maker' : 'taker',
      f.marketTradeId,
    ]),
  ]);
}
