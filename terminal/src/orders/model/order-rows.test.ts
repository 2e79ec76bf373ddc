import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '@bourse/trading';
import { orderRows } from './order-rows';

const ZERO = '0.00000000';
function order(orderId: number, values: Partial<OrderAnswer>): OrderAnswer {
  return {
    orderId,
    clientOrderId: `web-${orderId}`,
    orderListId: -1,
    listClientOrderId: null,
    accountId: 1,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    side: 'BUY',
    type: 'LIMIT',
    timeInForce: 'GTC',
    price: '59000.00000000',
    stopPrice: ZERO,
    origQty: '0.01000000',
    origQuoteOrderQty: ZERO,
    executedQty: ZERO,
    cummulativeQuoteQty: ZERO,
    quoteExact: ZERO,
    status: 'NEW',
    locked: '590.00000000',
    lockAsset: 'USDT',
    working: true,
    afterTradeId: 0,
    time: orderId,
    updateTime: orderId,
    workingTime: orderId,
    demoFillAt: null,
    ...values,
  };
}

const orders = [
  order(1, {}),
  order(2, {
    type: 'STOP_LOSS',
    side: 'SELL',
    price: ZERO,
    stopPrice: '55000.00000000',
    working: false,
    workingTime: -1,
    lockAsset: 'BTC',
  }),
  order(3, {
    type: 'TAKE_PROFIT_LIMIT',
    side: 'SELL',
    price: '70000.00000000',
    stopPrice: '69000.00000000',
    working: false,
    workingTime: -1,
  }),
  // Cancelled after a fifth of it filled: the fill stays its own.
  order(4, { status: 'CANCELED', executedQty: '0.00200000', cummulativeQuoteQty: '118.00000000', locked: ZERO }),
];

describe('the cabinet order lists', () => {
  it('pending lists the stop-loss and take-profit orders waiting for their price, at their stop price; open lists the working ones', () => {
    const pending = orderRows(orders, 'pending');
    expect(pending.map((row) => [row.orderId, row.type, row.shownPrice])).toEqual([
      [3, 'TAKE_PROFIT_LIMIT', '70000.00000000'],
      [2, 'STOP_LOSS', '55000.00000000'],
    ]);
    expect(orderRows(orders, 'open').map((row) => row.orderId)).toEqual([1]);
  });

  it('history shows a partly filled order that was cancelled with its fill: 20 %, its average price and what it cost', () => {
    const [row] = orderRows(orders, 'history');
    expect(row).toMatchObject({ orderId: 4, status: 'CANCELED', filledPercent: 20, averagePrice: '59000.00000000', total: '118.00000000' });
  });
});
