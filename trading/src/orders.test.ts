import { describe, expect, it } from 'vitest';
import { createDemoBalances } from './balances';
import { advanceOrders, cancelOrder, fillPercentAt, placeOrder, type OrderRequest } from './orders';
import type { TradingState } from './schemas';

const T0 = 1_700_000_000_000;
const fresh = (): TradingState => ({ balances: createDemoBalances(), orders: [], transactions: [], whitelist: [] });
const buy: OrderRequest = { pair: 'BTC/USDT', side: 'buy', type: 'limit', price: '60000', amount: '0.01' };

function placed(request: OrderRequest = buy, state = fresh()): TradingState {
  const result = placeOrder(state, request, { id: 'o-1', now: T0 });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('placing an order', () => {
  it('moves the quote total of a buy from free to locked', () => {
    const { balances, orders } = placed();
    expect(balances.USDT).toEqual({ free: '99400.00000000', locked: '600.00000000', total: '100000.00000000' });
    expect(orders[0]).toMatchObject({ status: 'open', fillPercent: 0, total: '600.00000000', locked: '600.00000000' });
  });

  it('locks the base amount of a sell', () => {
    const { balances } = placed({ ...buy, side: 'sell', amount: '0.2' });
    expect(balances.BTC).toEqual({ free: '0.30000000', locked: '0.20000000', total: '0.50000000' });
  });

  it('refuses without pair, side or amount (store rule)', () => {
    for (const missing of ['pair', 'side', 'amount'] as const) {
      const result = placeOrder(fresh(), { ...buy, [missing]: undefined }, { id: 'x', now: T0 });
      expect(result).toEqual({ ok: false, error: { code: 'MISSING_FIELDS' } });
    }
  });

  it('refuses a zero price or amount (form rule)', () => {
    expect(placeOrder(fresh(), { ...buy, price: '0' }, { id: 'x', now: T0 })).toMatchObject({ error: { code: 'ORDER_FIELDS_ZERO' } });
    expect(placeOrder(fresh(), { ...buy, amount: '0.000000001' }, { id: 'x', now: T0 })).toMatchObject({
      error: { code: 'ORDER_FIELDS_ZERO' },
    });
  });

  it('accepts a buy costing exactly the free quote and refuses one satoshi more', () => {
    const exact = placeOrder(fresh(), { ...buy, price: '100000', amount: '1' }, { id: 'x', now: T0 });
    expect(exact.ok).toBe(true);
    const over = placeOrder(fresh(), { ...buy, price: '100000.00000001', amount: '1' }, { id: 'x', now: T0 });
    expect(over).toEqual({ ok: false, error: { code: 'INSUFFICIENT_FOR_ORDER', field: 'amount', params: { currency: 'USDT' } } });
  });

  it('refuses a sell above the free base', () => {
    expect(placeOrder(fresh(), { ...buy, side: 'sell', amount: '0.50000001' }, { id: 'x', now: T0 })).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_FOR_ORDER', params: { currency: 'BTC' } },
    });
  });
});

describe('an open order over time', () => {
  it('gains 10 fill percent per second and fills at 10 s', () => {
    const state = placed();
    expect(advanceOrders(state, T0 + 999).orders[0]!.fillPercent).toBe(0);
    expect(advanceOrders(state, T0 + 3_000).orders[0]!.fillPercent).toBe(30);
    const before = advanceOrders(state, T0 + 9_999);
    expect(before.orders[0]).toMatchObject({ status: 'open', fillPercent: 90 });
    expect(fillPercentAt(state.orders[0]!, T0 + 9_999)).toBe(90);
    const after = advanceOrders(state, T0 + 10_000);
    expect(after.orders[0]).toMatchObject({ status: 'filled', fillPercent: 100, fee: '0.00001000', feeAsset: 'BTC' });
  });

  it('spends the locked quote and credits the base minus the 0.1% fee on fill', () => {
    const { balances } = advanceOrders(placed(), T0 + 10_000);
    expect(balances.USDT).toEqual({ free: '99400.00000000', locked: '0.00000000', total: '99400.00000000' });
    expect(balances.BTC).toEqual({ free: '0.50999000', locked: '0.00000000', total: '0.50999000' });
  });

  it('credits the quote minus the fee when a sell fills', () => {
    const { balances } = advanceOrders(placed({ ...buy, side: 'sell', amount: '0.1' }), T0 + 10_000);
    expect(balances.USDT!.free).toBe('105994.00000000');
    expect(balances.BTC).toEqual({ free: '0.40000000', locked: '0.00000000', total: '0.40000000' });
  });

  it('never fills twice when advanced again', () => {
    const once = advanceOrders(placed(), T0 + 10_000);
    expect(advanceOrders(once, T0 + 60_000)).toEqual(once);
  });
});

describe('cancelling', () => {
  it('returns the locked amount to free', () => {
    const result = cancelOrder(placed(), 'o-1', T0 + 2_000);
    expect(result.ok && result.value.balances.USDT).toEqual({ free: '100000.00000000', locked: '0.00000000', total: '100000.00000000' });
    expect(result.ok && result.value.orders[0]!.status).toBe('cancelled');
  });

  it('is refused once the order is filled or cancelled', () => {
    const filled = advanceOrders(placed(), T0 + 10_000);
    expect(cancelOrder(filled, 'o-1', T0 + 11_000)).toMatchObject({ ok: false, error: { code: 'ORDER_NOT_OPEN' } });
    const cancelled = cancelOrder(placed(), 'o-1', T0);
    expect(cancelled.ok && cancelOrder(cancelled.value, 'o-1', T0)).toMatchObject({ ok: false, error: { code: 'ORDER_NOT_OPEN' } });
  });
});
