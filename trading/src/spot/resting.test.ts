import { describe, expect, it } from 'vitest';
import { FEES } from '../config';
import { BTCUSDT, T0, balances, ctx, market, trade } from '../test-support/spot';
import { placeSpotOrder } from './place';
import type { NewOrderRequest } from './order-request';
import { cancelSpotOrder, demoFill, fillOnTrade, fireStop, type OrderState } from './resting';
import { stopFiresOn } from './triggers';

const rest = (request: Partial<NewOrderRequest>, demo = false): OrderState => {
  const result = placeSpotOrder(
    balances(),
    { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', ...request },
    BTCUSDT,
    market(),
    ctx({ demoFill: demo }),
  );
  if (!result.ok) throw new Error(result.error.code);
  return { order: result.value.order, balances: result.value.balances };
};

describe('a resting limit on the market’s trades', () => {
  const buy = () => rest({ price: '59000', quantity: '0.01' });

  it('stays open while trades print above its price', () => {
    expect(fillOnTrade(buy(), trade('59000.01', '5', true), FEES)).toBeNull();
  });

  it('fills at its own price with the maker fee when a trade prints through it, recording the trade', () => {
    const filled = fillOnTrade(buy(), trade('58990.00', '1', true, 500), FEES)!;
    expect(filled.order).toMatchObject({
      status: 'FILLED',
      executedQty: '0.01000000',
      cummulativeQuoteQty: '590.00000000',
      locked: '0.00000000',
    });
    expect(filled.fills).toEqual([
      expect.objectContaining({
        price: '59000.00000000',
        qty: '0.01000000',
        isMaker: true,
        marketTradeId: 500,
        commission: '0.00001000',
        commissionAsset: 'BTC',
      }),
    ]);
    expect(filled.balances.BTC!.free).toBe('0.50999000');
    expect(filled.balances.USDT).toEqual({ free: '99410.00000000', locked: '0.00000000', total: '99410.00000000' });
  });

  it('at exactly its price fills only on a trade whose seller hit the bids', () => {
    expect(fillOnTrade(buy(), trade('59000.00', '1', false), FEES)).toBeNull();
    expect(fillOnTrade(buy(), trade('59000.00', '1', true), FEES)?.order.status).toBe('FILLED');
    const sell = rest({ side: 'SELL', price: '61000', quantity: '0.01' });
    expect(fillOnTrade(sell, trade('61000.00', '1', true), FEES)).toBeNull();
    expect(fillOnTrade(sell, trade('61000.00', '1', false), FEES)?.order.status).toBe('FILLED');
  });

  it('fills partially when the trade is smaller, and the parts add up', () => {
    let state: OrderState = buy();
    const parts = ['0.003', '0.004', '0.005'];
    const fills = [];
    for (const qty of parts) {
      const next = fillOnTrade(state, trade('58999', qty, true), FEES)!;
      fills.push(...next.fills);
      state = next;
    }
    expect(fills.map((f) => f.qty)).toEqual(['0.00300000', '0.00400000', '0.00300000']);
    expect(state.order).toMatchObject({ status: 'FILLED', executedQty: '0.01000000', cummulativeQuoteQty: '590.00000000' });
    expect(state.balances.USDT!.locked).toBe('0.00000000');
  });

  it('never fills on a trade printed before it was placed', () => {
    expect(fillOnTrade(buy(), trade('50000', '1', true, 99), FEES)).toBeNull();
    expect(fillOnTrade(buy(), trade('50000', '1', true, 100), FEES)).toBeNull();
  });
});

describe('a stop on the last trade price', () => {
  it('a stop-loss sell fires once when the price falls to it and sells into the bids', () => {
    const stop = rest({ type: 'STOP_LOSS', side: 'SELL', stopPrice: '59999.99', quantity: '0.5' });
    expect(stopFiresOn(stop.order, trade('60000.01', '1', false))).toBe(false);
    const at = trade('59999.99', '1', true);
    expect(stopFiresOn(stop.order, at)).toBe(true);
    const fired = fireStop(stop, at, market(), BTCUSDT, ctx());
    expect(fired.order).toMatchObject({ status: 'FILLED', working: true, executedQty: '0.50000000', locked: '0.00000000' });
    expect(fired.fills.map((f) => [f.price, f.qty, f.isMaker])).toEqual([
      ['59999.99000000', '0.40000000', false],
      ['59999.00000000', '0.10000000', false],
    ]);
    expect(stopFiresOn(fired.order, trade('59000', '1', true))).toBe(false);
  });

  it('a stop-market buy never spends more than it holds; the rest expires', () => {
    const stop = rest({ type: 'STOP_LOSS', side: 'BUY', stopPrice: '60005', quantity: '1' });
    const thin = market({ asks: [['70000', '1']] });
    const fired = fireStop(stop, trade('60005', '1', false), thin, BTCUSDT, ctx());
    // Held 1 x 60005 x 1.05 = 63005.25: 0.90007 BTC (on the 0.00001 step) at 70000 fits, the rest expires.
    expect(fired.order).toMatchObject({
      status: 'EXPIRED',
      executedQty: '0.90007000',
      cummulativeQuoteQty: '63004.90000000',
      locked: '0.00000000',
    });
    expect(fired.balances.USDT!.locked).toBe('0.00000000');
  });

  it('waits for a live book when the book is stale as it fires', () => {
    const stop = rest({ type: 'STOP_LOSS', side: 'SELL', stopPrice: '59000', quantity: '0.1' });
    const fired = fireStop(stop, trade('58999', '1', true), market({ bookAgeMs: 30_000 }), BTCUSDT, ctx());
    expect(fired.order).toMatchObject({ status: 'NEW', working: true, executedQty: '0.00000000' });
    expect(fired.fills).toEqual([]);
  });

  it('a stop-limit becomes a resting limit that only later trades can fill', () => {
    const stop = rest({ type: 'STOP_LOSS_LIMIT', side: 'SELL', stopPrice: '59500', price: '59400', quantity: '0.1', timeInForce: 'GTC' });
    const at = trade('59500', '1', true, 900);
    const fired = fireStop(stop, at, market({ bids: [['59300', '1']], asks: [['59310', '1']] }), BTCUSDT, ctx());
    expect(fired.order).toMatchObject({ status: 'NEW', working: true, afterTradeId: 900, workingTime: at.time });
    expect(fillOnTrade(fired, { ...at, price: '59401' }, FEES)).toBeNull();
    expect(fillOnTrade(fired, trade('59401', '1', false, 901), FEES)?.order.status).toBe('FILLED');
  });
});

describe('cancelling', () => {
  it('returns the hold of an open order, and refuses a finished one', () => {
    const open = rest({ price: '59000', quantity: '0.01' });
    const cancelled = cancelSpotOrder(open, T0 + 1);
    expect(cancelled.ok && cancelled.value.order.status).toBe('CANCELED');
    expect(cancelled.ok && cancelled.value.balances.USDT).toEqual({
      free: '100000.00000000',
      locked: '0.00000000',
      total: '100000.00000000',
    });
    const again = cancelled.ok ? cancelSpotOrder(cancelled.value, T0 + 2) : null;
    expect(again?.ok === false && again.error.code).toBe('ORDER_NOT_OPEN');
  });

  it('a partly filled order cancelled keeps its fill: only the unfilled part of the hold goes back', () => {
    const partial = fillOnTrade(rest({ price: '59000', quantity: '0.01' }), trade('58990.00', '0.002', true, 700), FEES)!;
    expect(partial.order.status).toBe('PARTIALLY_FILLED');
    const cancelled = cancelSpotOrder(partial, T0 + 1);
    expect(cancelled.ok && cancelled.value.order).toMatchObject({ status: 'CANCELED', executedQty: '0.00200000', locked: '0.00000000' });
    // 0.002 BTC bought (less the 0.1 % maker fee) for 118 USDT; the other 472 USDT of the hold is free again.
    expect(cancelled.ok && cancelled.value.balances.BTC!.total).toBe('0.50199800');
    expect(cancelled.ok && cancelled.value.balances.USDT).toEqual({
      free: '99882.00000000',
      locked: '0.00000000',
      total: '99882.00000000',
    });
  });
});

describe('the demo fill setting', () => {
  it('fills a resting limit at its own price 10 s after placing, and only when the setting was on', () => {
    const demo = rest({ price: '50000', quantity: '0.01' }, true);
    expect(demo.order.demoFillAt).toBe(T0 + 10_000);
    expect(demoFill(demo, T0 + 9_999, FEES)).toBeNull();
    const filled = demoFill(demo, T0 + 10_000, FEES)!;
    expect(filled.fills[0]).toMatchObject({ price: '50000.00000000', marketTradeId: null, isMaker: true });
    expect(demoFill(rest({ price: '50000', quantity: '0.01' }), T0 + 60_000, FEES)).toBeNull();
  });
});
