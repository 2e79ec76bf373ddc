import { describe, expect, it } from 'vitest';
import { BTCUSDT, balances, ctx, market, trade } from '../test-support/spot';
import { placeSpotOrder } from './place';
import type { NewOrderRequest } from './order-request';
import { RestingIndex } from './resting-index';
import type { SpotOrder } from './vocabulary';

let id = 0;
const order = (request: Partial<NewOrderRequest>): SpotOrder => {
  const result = placeSpotOrder(
    balances(),
    { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', quantity: '0.01', ...request },
    BTCUSDT,
    market(),
    ctx(),
  );
  if (!result.ok) throw new Error(result.error.code);
  return { ...result.value.order, orderId: ++id };
};

describe('the index of waiting orders', () => {
  it('offers a trade only the orders its price reaches', () => {
    const index = new RestingIndex();
    const buys = ['59000', '59500', '58000'].map((price) => order({ price }));
    const sells = ['61000', '60500'].map((price) => order({ side: 'SELL', price }));
    const stops = [
      order({ type: 'STOP_LOSS', side: 'SELL', stopPrice: '59400', quantity: '0.01' }),
      order({ type: 'STOP_LOSS', side: 'BUY', stopPrice: '60600', quantity: '0.01' }),
    ];
    for (const o of [...buys, ...sells, ...stops]) index.put(o);
    expect(index.size).toBe(7);
    const down = index.reachedBy(trade('59300', '1', true));
    expect(down.fills.map((o) => o.price)).toEqual(['59500.00000000']);
    expect(down.fires.map((o) => o.stopPrice)).toEqual(['59400.00000000']);
    const up = index.reachedBy(trade('60600', '1', false));
    expect(up.fills.map((o) => o.price)).toEqual(['60500.00000000']);
    expect(up.fires.map((o) => o.stopPrice)).toEqual(['60600.00000000']);
    expect(index.reachedBy(trade('60000', '1', false))).toEqual({ fills: [], fires: [] });
  });

  it('drops a finished order and moves a fired stop-limit to the limit ladder; forgets a symbol with nothing left', () => {
    const index = new RestingIndex();
    const limit = order({ price: '59000' });
    const stop = order({ type: 'STOP_LOSS_LIMIT', side: 'SELL', stopPrice: '59500', price: '59400', quantity: '0.01', timeInForce: 'GTC' });
    index.put(limit);
    index.put(stop);
    expect(index.symbols()).toEqual(['BTCUSDT']);
    index.put({ ...limit, status: 'FILLED' });
    index.put({ ...stop, working: true });
    expect(index.reachedBy(trade('59401', '1', false)).fills.map((o) => o.orderId)).toEqual([stop.orderId]);
    index.remove(stop.orderId);
    expect(index.size).toBe(0);
    expect(index.symbols()).toEqual([]);
  });
});
