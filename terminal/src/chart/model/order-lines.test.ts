import { describe, expect, it } from 'vitest';
import type { AlertAnswer, OrderAnswer } from '@bourse/trading';
import { moveRequest, orderLines, snapToTick, stepPrice } from './order-lines';

const order = (change: Partial<OrderAnswer>): OrderAnswer =>
  ({
    orderId: 1,
    orderListId: -1,
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '60000.00000000',
    stopPrice: '0.00000000',
    origQty: '0.01000000',
    executedQty: '0.00000000',
    status: 'NEW',
    ...change,
  }) as OrderAnswer;

const alert = (change: Partial<AlertAnswer>): AlertAnswer =>
  ({ id: 9, symbol: 'BTCUSDT', condition: 'crossing', price: '61000', status: 'active', ...change }) as AlertAnswer;

describe('lines on the chart for open orders and alerts', () => {
  it("draws the pair's open orders at their limit or stop, OCO legs and alerts too, highest first; other pairs and finished ones not", () => {
    const lines = orderLines(
      [
        order({ orderId: 1, executedQty: '0.00400000', status: 'PARTIALLY_FILLED' }),
        order({ orderId: 2, side: 'SELL', type: 'STOP_LOSS', price: '0.00000000', stopPrice: '58000.00000000', orderListId: 2 }),
        order({ orderId: 3, side: 'SELL', type: 'TAKE_PROFIT_LIMIT', price: '66000.00000000', stopPrice: '65900.00000000' }),
        order({ orderId: 4, symbol: 'ETHUSDT' }),
        order({ orderId: 5, status: 'FILLED' }),
      ],
      [alert({}), alert({ id: 10, status: 'triggered' })],
      'BTCUSDT',
    );
    expect(lines.map((l) => [l.key, l.kind, l.price, l.qty, l.field, l.oco])).toEqual([
      ['order-3', 'takeProfit', '65900', '0.01', 'stopPrice', false],
      ['alert-9', 'alert', '61000', '', null, false],
      ['order-1', 'limit', '60000', '0.006', 'price', false],
      ['order-2', 'stop', '58000', '0.01', 'stopPrice', true],
    ]);
  });

  it('lands a dragged price on the tick, and never at zero or below', () => {
    expect(snapToTick(61234.5678, '0.01')).toBe('61234.57');
    expect(snapToTick(1.146574, '0.00001')).toBe('1.14657');
    expect(snapToTick(0.001, '0.01')).toBeNull();
    expect(snapToTick(Number.NaN, '0.01')).toBeNull();
  });

  it('steps a price by ticks for the arrow keys', () => {
    expect(stepPrice('61234.57', '0.01', 3)).toBe('61234.6');
    expect(stepPrice('61234.57', '0.01', -10)).toBe('61234.47');
    expect(stepPrice('0.01', '0.01', -1)).toBeNull();
  });

  it("moves a limit's price, a stop's trigger, and a stop-limit's limit with its trigger so their gap stays", () => {
    expect(moveRequest(order({}), '60100')).toEqual({ price: '60100' });
    expect(moveRequest(order({ type: 'STOP_LOSS', stopPrice: '58000.00000000' }), '58500')).toEqual({ stopPrice: '58500' });
    expect(moveRequest(order({ type: 'STOP_LOSS_LIMIT', stopPrice: '58000.00000000', price: '57900.00000000' }), '58500')).toEqual({
      stopPrice: '58500',
      price: '58400',
    });
  });
});
