import type { FillView } from '@bourse/cms/ledger';
import { Dec, amountString, isStopType, type Balances, type FeeRates, type SpotOrder } from '@bourse/trading';

// The engine's orders, fills and balances in the shapes of Binance's spot API answers.

/** What Binance answers for an order's state (GET /api/v3/order, open orders, all orders). */
export function orderView(order: SpotOrder) {
  return {
    symbol: order.symbol,
    orderId: order.orderId,
    orderListId: order.orderListId,
    clientOrderId: order.clientOrderId,
    price: order.price,
    origQty: order.origQty,
    executedQty: order.executedQty,
    cummulativeQuoteQty: order.cummulativeQuoteQty,
    status: order.status,
    timeInForce: order.timeInForce,
    type: order.type,
    side: order.side,
    stopPrice: order.stopPrice,
    icebergQty: '0.00000000',
    time: order.time,
    updateTime: order.updateTime,
    isWorking: order.working,
    workingTime: order.working ? order.workingTime : -1,
    origQuoteOrderQty: order.origQuoteOrderQty,
    selfTradePreventionMode: 'NONE',
  };
}

export type RespType = 'ACK' | 'RESULT' | 'FULL';

/** POST /api/v3/order's answer in the asked shape (ACK, RESULT, or FULL with the fills made at once). */
export function placedView(order: SpotOrder, fills: FillView[], type: RespType) {
  const ack = {
    symbol: order.symbol,
    orderId: order.orderId,
    orderListId: order.orderListId,
    clientOrderId: order.clientOrderId,
    transactTime: order.time,
  };
  if (type === 'ACK') return ack;
  const result = {
    ...ack,
    price: order.price,
    origQty: order.origQty,
    executedQty: order.executedQty,
    origQuoteOrderQty: order.origQuoteOrderQty,
    cummulativeQuoteQty: order.cummulativeQuoteQty,
    status: order.status,
    timeInForce: order.timeInForce,
    type: order.type,
    side: order.side,
    ...(isStopType(order.type) ? { stopPrice: order.stopPrice } : {}),
    workingTime: order.working ? order.workingTime : -1,
    selfTradePreventionMode: 'NONE',
  };
  if (type === 'RESULT') return result;
  return {
    ...result,
    fills: fills.map((f) => ({ price: f.price, qty: f.qty, commission: f.commission, commissionAsset: f.commissionAsset, tradeId: f.id })),
  };
}

/** DELETE /api/v3/order's answer for one cancelled order. */
export function cancelledView(order: SpotOrder, cancelId: string, now: number) {
  const {
    time: _time,
    updateTime: _update,
    isWorking: _working,
    workingTime: _workingTime,
    icebergQty: _iceberg,
    ...rest
  } = orderView(order);
  return { ...rest, origClientOrderId: order.clientOrderId, clientOrderId: cancelId, transactTime: now };
}

/** One of GET /api/v3/myTrades's rows. */
export function tradeView(fill: FillView, orderListId: number) {
  return {
    symbol: fill.symbol,
    id: fill.id,
    orderId: fill.orderId,
    orderListId,
    price: fill.price,
    qty: fill.qty,
    quoteQty: fill.quoteQty,
    commission: fill.commission,
    commissionAsset: fill.commissionAsset,
    time: fill.time,
    isBuyer: fill.side === 'BUY',
    isMaker: fill.isMaker,
    isBestMatch: true,
  };
}

/** GET /api/v3/account: the paper account's balances and Binance's account fields (no deposits or withdrawals through the API). */
export function accountView(accountId: number, balances: Balances, fees: FeeRates, canTrade: boolean, omitZero: boolean, now: number) {
  const rows = Object.entries(balances)
    .map(([asset, b]) => ({ asset, free: b.free, locked: b.locked }))
    .filter((b) => !omitZero || !new Dec(b.free).isZero() || !new Dec(b.locked).isZero())
    .sort((a, b) => a.asset.localeCompare(b.asset));
  const bps = (rate: string) => new Dec(rate).times(10_000).toNumber();
  return {
    makerCommission: bps(fees.maker),
    takerCommission: bps(fees.taker),
    buyerCommission: 0,
    sellerCommission: 0,
    commissionRates: { maker: amountString(fees.maker), taker: amountString(fees.taker), buyer: '0.00000000', seller: '0.00000000' },
    canTrade,
    canWithdraw: false,
    canDeposit: false,
    brokered: false,
    requireSelfTradePrevention: false,
    preventSor: false,
    updateTime: now,
    accountType: 'SPOT',
    balances: rows,
    permissions: ['SPOT'],
    uid: accountId,
  };
}

/**
 * The coin list (`/sapi/v1/capital/config/getall`) for the account's assets: paper money moves in
 * and out only through the cabinet's simulated transfers, so no network is open to the API.
 */
export function coinsView(balances: Balances) {
  return Object.entries(balances)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([coin, b]) => ({
      coin,
      name: coin,
      depositAllEnable: false,
      withdrawAllEnable: false,
      free: b.free,
      locked: b.locked,
      freeze: '0',
      withdrawing: '0',
      ipoing: '0',
      ipoable: '0',
      storage: '0',
      isLegalMoney: false,
      trading: true,
      networkList: [],
    }));
}
