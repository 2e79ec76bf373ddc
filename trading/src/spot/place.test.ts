import { describe, expect, it } from 'vitest';
import { BTCUSDT, balances, ctx, market } from '../test-support/spot';
import { binanceError } from './binance-errors';
import { placeSpotOrder } from './place';
import type { NewOrderRequest } from './order-request';

const place = (request: Partial<NewOrderRequest>, view = market()) =>
  placeSpotOrder(balances(), { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', ...request }, BTCUSDT, view, ctx());
const placed = (request: Partial<NewOrderRequest>, view = market()) => {
  const result = place(request, view);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};
const refusal = (request: Partial<NewOrderRequest>, view = market()) => {
  const result = place(request, view);
  return result.ok ? 'placed' : result.error.code;
};

describe('a limit order', () => {
  it('below the market rests, holding its price x quantity', () => {
    const { order, balances: after, fills } = placed({ price: '59000', quantity: '0.01' });
    expect(order).toMatchObject({ status: 'NEW', working: true, locked: '590.00000000', lockAsset: 'USDT', afterTradeId: 100 });
    expect(fills).toEqual([]);
    expect(after.USDT).toEqual({ free: '99410.00000000', locked: '590.00000000', total: '100000.00000000' });
  });

  it('that crosses the book fills at once level by level as taker, up to its price, and rests the rest', () => {
    const { order, fills, balances: after, walk } = placed({ price: '60000.50', quantity: '1.6' });
    expect(fills.map((f) => [f.price, f.qty, f.isMaker])).toEqual([
      ['60000.00000000', '0.50000000', false],
      ['60000.50000000', '1.00000000', false],
    ]);
    expect(order).toMatchObject({ status: 'PARTIALLY_FILLED', executedQty: '1.50000000', cummulativeQuoteQty: '90000.50000000' });
    // Held 1.6 x 60000.50 = 96000.80; spent 90000.50: the 0.1 still resting holds the other 6000.30.
    expect(order.locked).toBe('6000.30000000');
    expect(after.BTC!.free).toBe('1.99850000');
    expect(walk?.averagePrice?.toFixed(4)).toBe('60000.3333');
    expect(walk?.slippageBps?.toFixed(2)).toBe('0.06');
  });

  it('IOC expires what the book cannot fill at once and returns its hold; FOK fills whole or not at all', () => {
    const ioc = placed({ price: '60000.00', quantity: '1', timeInForce: 'IOC' });
    expect(ioc.order).toMatchObject({ status: 'EXPIRED', executedQty: '0.50000000', locked: '0.00000000' });
    expect(ioc.balances.USDT!.locked).toBe('0.00000000');
    const fok = placed({ price: '60000.00', quantity: '1', timeInForce: 'FOK' });
    expect(fok.order).toMatchObject({ status: 'EXPIRED', executedQty: '0.00000000' });
    expect(fok.fills).toEqual([]);
    expect(fok.balances.USDT!.free).toBe('100000.00000000');
  });

  it('LIMIT_MAKER is refused when it would take', () => {
    expect(refusal({ type: 'LIMIT_MAKER', price: '60000', quantity: '0.01' })).toBe('WOULD_MATCH');
    expect(placed({ type: 'LIMIT_MAKER', price: '59999.99', quantity: '0.01' }).order.status).toBe('NEW');
  });
});

describe('a market order', () => {
  it('fills at once at the book’s average price with the taker fee', () => {
    const { order, fills, balances: after, walk } = placed({ type: 'MARKET', quantity: '1' });
    expect(order).toMatchObject({
      status: 'FILLED',
      executedQty: '1.00000000',
      cummulativeQuoteQty: '60000.25000000',
      locked: '0.00000000',
    });
    expect(fills.map((f) => f.commission)).toEqual(['0.00050000', '0.00050000']);
    expect(after.USDT).toEqual({ free: '39999.75000000', locked: '0.00000000', total: '39999.75000000' });
    expect(after.BTC!.total).toBe('1.49900000');
    expect(walk?.averagePrice?.toFixed()).toBe('60000.25');
  });

  it('sized by a quote amount spends at most that much', () => {
    const { order } = placed({ type: 'MARKET', quoteOrderQty: '30000' });
    expect(order).toMatchObject({ status: 'FILLED', executedQty: '0.50000000', cummulativeQuoteQty: '30000.00000000' });
    const sell = placed({ type: 'MARKET', side: 'SELL', quoteOrderQty: '1000' });
    // 1000 / 59999.99 cut to the 0.00001 step: 0.01666 BTC, paid 999.5998334 USDT.
    expect(sell.order).toMatchObject({ executedQty: '0.01666000', cummulativeQuoteQty: '999.59983340' });
  });

  it('is refused in words when the book is stale, missing or too thin, and nothing moves', () => {
    expect(refusal({ type: 'MARKET', quantity: '0.1' }, market({ bookAgeMs: 60_000 }))).toBe('BOOK_STALE');
    expect(refusal({ type: 'MARKET', quantity: '0.1' }, market({ bookAgeMs: null }))).toBe('BOOK_STALE');
    expect(refusal({ type: 'MARKET', quantity: '4' })).toBe('BOOK_TOO_THIN');
  });

  it('needs the funds it will spend', () => {
    expect(refusal({ type: 'MARKET', quantity: '3.4' })).toBe('INSUFFICIENT_BALANCE');
    expect(refusal({ type: 'MARKET', side: 'SELL', quantity: '0.6' }, market({ bids: [['59999.99', '5']] }))).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('the exchange filters', () => {
  it('refuse a price off the tick, a quantity off the step and a notional under 5 USDT, in Binance’s words', () => {
    const tick = place({ price: '59000.005', quantity: '0.01' });
    expect(tick.ok ? null : [tick.error, binanceError(tick.error)]).toEqual([
      { code: 'PRICE_FILTER', field: 'price', params: { min: '0.01', max: '1000000', step: '0.01' } },
      { code: -1013, msg: 'Filter failure: PRICE_FILTER' },
    ]);
    expect(refusal({ price: '59000.000000001', quantity: '0.01' })).toBe('AMOUNT_DECIMALS');
    const step = place({ price: '59000.01', quantity: '0.000015' });
    expect(step.ok ? null : binanceError(step.error)).toEqual({ code: -1013, msg: 'Filter failure: LOT_SIZE' });
    const notional = place({ price: '59000', quantity: '0.00008' });
    expect(notional.ok ? null : [notional.error, binanceError(notional.error).msg]).toEqual([
      { code: 'NOTIONAL', field: 'quantity', params: { min: '5', asset: 'USDT' } },
      'Filter failure: NOTIONAL',
    ]);
    expect(refusal({ price: '2000000', quantity: '0.01' })).toBe('PRICE_FILTER');
  });

  it('ask for the parameters each type needs, and refuse the ones it does not take', () => {
    expect(refusal({ quantity: '0.01' })).toBe('PARAMETER_REQUIRED');
    expect(refusal({ type: 'MARKET', quantity: '0.01', price: '60000' })).toBe('PARAMETER_NOT_REQUIRED');
    expect(refusal({ type: 'STOP_LOSS', quantity: '0.01' })).toBe('PARAMETER_REQUIRED');
    expect(refusal({ type: 'MARKET', quantity: '0.01', quoteOrderQty: '100' })).toBe('PARAMETER_NOT_REQUIRED');
  });
});

describe('a stop order', () => {
  it('waits holding its quantity (a sell) or its stop value plus the reserve (a buy)', () => {
    const sell = placed({ type: 'STOP_LOSS', side: 'SELL', stopPrice: '58000', quantity: '0.1' });
    expect(sell.order).toMatchObject({ status: 'NEW', working: false, locked: '0.10000000', lockAsset: 'BTC', workingTime: -1 });
    const buy = placed({ type: 'STOP_LOSS', side: 'BUY', stopPrice: '62000', quantity: '0.1' });
    expect(buy.order.locked).toBe('6510.00000000');
    const limit = placed({
      type: 'TAKE_PROFIT_LIMIT',
      side: 'SELL',
      stopPrice: '63000',
      price: '62900',
      quantity: '0.1',
      timeInForce: 'GTC',
    });
    expect(limit.order).toMatchObject({ working: false, price: '62900.00000000', stopPrice: '63000.00000000' });
  });

  it('is refused when the last price has already reached its stop', () => {
    expect(refusal({ type: 'STOP_LOSS', side: 'SELL', stopPrice: '60000', quantity: '0.1' })).toBe('WOULD_TRIGGER');
    expect(refusal({ type: 'TAKE_PROFIT', side: 'SELL', stopPrice: '59000', quantity: '0.1' })).toBe('WOULD_TRIGGER');
    expect(refusal({ type: 'STOP_LOSS', side: 'SELL', stopPrice: '58000', quantity: '0.1' }, market({ lastPrice: null }))).toBe(
      'NO_MARKET_PRICE',
    );
  });
});
