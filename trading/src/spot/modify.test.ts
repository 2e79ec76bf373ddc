import { describe, expect, it } from 'vitest';
import { amendSpotOrder, planModify, replacementList, replacementRequest } from './modify';
import type { SpotOrder } from './vocabulary';
import type { SymbolFilters } from './filters';

const FILTERS = {
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  lot: { min: '0.00001', max: '9000', step: '0.00001' },
} as unknown as SymbolFilters;

const resting = (change: Partial<SpotOrder> = {}): SpotOrder =>
  ({
    orderId: 7,
    clientOrderId: 'web-1',
    orderListId: -1,
    accountId: 1,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    side: 'BUY',
    type: 'LIMIT',
    timeInForce: 'GTC',
    price: '60000.00000000',
    stopPrice: '0.00000000',
    origQty: '0.01000000',
    executedQty: '0.00000000',
    status: 'NEW',
    locked: '600.00000000',
    lockAsset: 'USDT',
    ...change,
  }) as SpotOrder;

const balances = { USDT: { free: '400.00000000', locked: '600.00000000', total: '1000.00000000' } };

describe('moving an open order', () => {
  it('amends only a lower quantity; a price, a stop or a larger quantity is a cancel and replace', () => {
    expect(planModify(resting(), { quantity: '0.005' })).toEqual({ ok: true, value: 'amend' });
    expect(planModify(resting(), { quantity: '0.02' })).toEqual({ ok: true, value: 'replace' });
    expect(planModify(resting(), { price: '60100' })).toEqual({ ok: true, value: 'replace' });
    expect(planModify(resting(), { price: '60000', quantity: '0.005' })).toEqual({ ok: true, value: 'amend' });
    expect(planModify(resting(), { price: '60000.00' }).ok).toBe(false);
  });

  it('an amend gives back the hold the smaller remainder no longer needs, to the cent', () => {
    const amended = amendSpotOrder({ order: resting(), balances }, '0.004', FILTERS, { clientOrderId: 'web-2', now: 5 });
    expect(amended.ok && [amended.value.order.origQty, amended.value.order.locked, amended.value.order.orderId]).toEqual([
      '0.00400000',
      '240.00000000',
      7,
    ]);
    expect(amended.ok && amended.value.balances.USDT).toEqual({ free: '760.00000000', locked: '240.00000000', total: '1000.00000000' });
  });

  it('refuses an amend to what already filled, or off the lot step, and moves nothing', () => {
    const partly = resting({ executedQty: '0.00600000', status: 'PARTIALLY_FILLED', locked: '240.00000000' });
    expect(amendSpotOrder({ order: partly, balances }, '0.006', FILTERS, { clientOrderId: 'x', now: 5 })).toMatchObject({ ok: false });
    expect(amendSpotOrder({ order: resting(), balances }, '0.0040001', FILTERS, { clientOrderId: 'x', now: 5 })).toMatchObject({
      ok: false,
      error: { code: 'LOT_SIZE' },
    });
  });

  it('a replacement keeps the side, type and unfilled quantity, with the new price', () => {
    const partly = resting({ executedQty: '0.00400000' });
    expect(replacementRequest(partly, { price: '59000' })).toEqual({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.006',
      price: '59000',
    });
    const stop = resting({ side: 'SELL', type: 'STOP_LOSS', price: '0.00000000', stopPrice: '58000.00000000' });
    expect(replacementRequest(stop, { stopPrice: '57500' })).toEqual({
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'STOP_LOSS',
      quantity: '0.01',
      stopPrice: '57500',
    });
  });

  it("an OCO leg's move keeps the other leg where it was, above and below as before", () => {
    const profit = resting({ side: 'SELL', type: 'LIMIT_MAKER', price: '66000.00000000', orderListId: 3 });
    const loss = resting({ side: 'SELL', type: 'STOP_LOSS', price: '0.00000000', stopPrice: '58000.00000000', orderListId: 3 });
    expect(replacementList(loss, profit, { stopPrice: '59000' })).toMatchObject({
      side: 'SELL',
      quantity: '0.01',
      aboveType: 'LIMIT_MAKER',
      abovePrice: '66000',
      belowType: 'STOP_LOSS',
      belowStopPrice: '59000',
    });
  });
});
