import { amountString, Dec, type Balances, type SpotOrder } from '@bourse/trading';
import { num, numOrNull, text, type Row } from './sql';

/** An order row as the pure rules read it. */
export function orderFromRow(row: Row): SpotOrder {
  return {
    orderId: num(row.id),
    clientOrderId: text(row.clientOrderId),
    orderListId: num(row.orderListId ?? -1),
    listClientOrderId: row.listClientOrderId ? text(row.listClientOrderId) : null,
    accountId: num(row.account),
    symbol: text(row.symbol),
    baseAsset: text(row.baseAsset),
    quoteAsset: text(row.quoteAsset),
    side: text(row.side) as SpotOrder['side'],
    type: text(row.type) as SpotOrder['type'],
    timeInForce: text(row.timeInForce) as SpotOrder['timeInForce'],
    price: text(row.price),
    stopPrice: text(row.stopPrice),
    origQty: text(row.origQty),
    origQuoteOrderQty: text(row.origQuoteOrderQty),
    executedQty: text(row.executedQty),
    cummulativeQuoteQty: text(row.cummulativeQuoteQty),
    quoteExact: text(row.quoteExact) || '0',
    status: text(row.status) as SpotOrder['status'],
    locked: text(row.locked),
    lockAsset: text(row.lockAsset),
    working: Boolean(row.working),
    afterTradeId: num(row.afterTradeId ?? -1),
    time: num(row.time),
    updateTime: num(row.updateTime),
    workingTime: num(row.workingTime ?? -1),
    demoFillAt: numOrNull(row.demoFillAt),
  };
}

/** The columns an order writes (its id and account are set apart). */
export function orderToRow(order: SpotOrder): Row {
  const { orderId: _id, accountId: _account, ...fields } = order;
  return { ...fields, updatedAt: new Date(order.updateTime).toISOString() };
}

/** The account's balances from its rows: total is always free + locked. */
export function balancesFromRows(rows: readonly Row[]): Balances {
  const balances: Balances = {};
  for (const row of rows) {
    const free = text(row.free);
    const locked = text(row.locked);
    balances[text(row.asset)] = { free, locked, total: amountString(new Dec(free).plus(locked)) };
  }
  return balances;
}
