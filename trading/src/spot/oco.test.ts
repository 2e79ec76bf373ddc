import { describe, expect, it } from 'vitest';
import { FEES } from '../config';
import { BTCUSDT, T0, balances, ctx, market, trade } from '../test-support/spot';
import { cancelList, claimListHold, placeOco, type NewOcoRequest } from './oco';
import { fillOnTrade, fireStop } from './resting';

const sellOco: NewOcoRequest = {
  symbol: 'BTCUSDT',
  side: 'SELL',
  quantity: '0.2',
  aboveType: 'LIMIT_MAKER',
  abovePrice: '62000',
  belowType: 'STOP_LOSS',
  belowStopPrice: '58000',
};
const listCtx = ctx({ orderListId: 9, listClientOrderId: 'list-1' });
const place = (request: NewOcoRequest = sellOco) =>
  placeOco(balances(), request, BTCUSDT, market(), { ...listCtx, orderListId: 9, listClientOrderId: 'list-1', clientOrderIds: ['a', 'b'] });

describe('an OCO list', () => {
  it('places both legs on one hold of the quantity', () => {
    const result = place();
    if (!result.ok) throw new Error(result.error.code);
    const [above, below] = result.value.orders;
    expect(above).toMatchObject({ type: 'LIMIT_MAKER', orderListId: 9, clientOrderId: 'a', locked: '0.20000000', working: true });
    expect(below).toMatchObject({ type: 'STOP_LOSS', orderListId: 9, clientOrderId: 'b', locked: '0.00000000', working: false });
    expect(result.value.balances.BTC).toEqual({ free: '0.30000000', locked: '0.20000000', total: '0.50000000' });
  });

  it('refuses prices that do not sit above and below the last price, and legs of the wrong kind', () => {
    const wrong = place({ ...sellOco, abovePrice: '59000' });
    expect(wrong.ok ? null : wrong.error.code).toBe('OCO_PRICES');
    const kind = place({ ...sellOco, aboveType: 'STOP_LOSS', aboveStopPrice: '62000', abovePrice: undefined });
    expect(kind.ok ? null : kind.error.code).toBe('ORDER_TYPE_UNSUPPORTED');
  });

  it('one leg filling expires the other; the filled leg carries the whole hold', () => {
    const result = place();
    if (!result.ok) throw new Error(result.error.code);
    const [above, below] = result.value.orders;
    const [limitLeg, stopLeg] = claimListHold(above, below, T0 + 5);
    expect(stopLeg).toMatchObject({ status: 'EXPIRED', locked: '0.00000000' });
    const filled = fillOnTrade({ order: limitLeg, balances: result.value.balances }, trade('62000.01', '1', false), FEES)!;
    expect(filled.order.status).toBe('FILLED');
    expect(filled.balances.BTC).toEqual({ free: '0.30000000', locked: '0.00000000', total: '0.30000000' });
  });

  it('the stop leg firing takes the hold from the limit leg and sells', () => {
    const result = place();
    if (!result.ok) throw new Error(result.error.code);
    const [above, below] = result.value.orders;
    const [stopLeg, limitLeg] = claimListHold(below, above, T0 + 5);
    expect(limitLeg.status).toBe('EXPIRED');
    const fired = fireStop({ order: stopLeg, balances: result.value.balances }, trade('57999', '1', true), market(), BTCUSDT, ctx());
    expect(fired.order).toMatchObject({ status: 'FILLED', executedQty: '0.20000000' });
    expect(fired.balances.BTC!.locked).toBe('0.00000000');
  });

  it('cancelling either leg cancels the list and returns the hold', () => {
    const result = place();
    if (!result.ok) throw new Error(result.error.code);
    const cancelled = cancelList(result.value.balances, result.value.orders, T0 + 1);
    expect(cancelled.ok && cancelled.value.orders.map((o) => o.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(cancelled.ok && cancelled.value.balances.BTC).toEqual({ free: '0.50000000', locked: '0.00000000', total: '0.50000000' });
  });

  it('a buy list holds the larger of its two legs’ needs', () => {
    const result = place({
      symbol: 'BTCUSDT',
      side: 'BUY',
      quantity: '0.1',
      aboveType: 'STOP_LOSS_LIMIT',
      aboveStopPrice: '61000',
      abovePrice: '61100',
      belowType: 'LIMIT_MAKER',
      belowPrice: '59000',
    });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.orders.map((o) => o.locked)).toEqual(['6110.00000000', '0.00000000']);
  });
});
