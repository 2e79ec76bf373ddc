import { describe, expect, it } from 'vitest';
import { selectFunds, selectTrades, summarizeTrading } from './orders-tabs';
import type { Order } from './schemas';

const order = (patch: Partial<Order>): Order => ({
  id: 'o-1',
  pair: 'BTC/USDT',
  side: 'buy',
  type: 'limit',
  price: '60000.00000000',
  amount: '0.01000000',
  total: '600.00000000',
  status: 'filled',
  timestamp: 1_000,
  fillPercent: 100,
  locked: '600.00000000',
  fee: '0.00001000',
  feeAsset: 'BTC',
  closedAt: 11_000,
  ...patch,
});

const orders: Order[] = [
  order({ id: 'o-1' }),
  order({ id: 'o-2', side: 'sell', price: '61000.00000000', total: '610.00000000', fee: '0.61000000', feeAsset: 'USDT', closedAt: 30_000 }),
  order({
    id: 'o-3',
    pair: 'ETH/BTC',
    amount: '0.10000000',
    price: '0.05000000',
    total: '0.00500000',
    fee: '0.00010000',
    feeAsset: 'ETH',
    closedAt: 20_000,
  }),
  order({ id: 'o-4', status: 'open', fillPercent: 40, fee: undefined, feeAsset: undefined, closedAt: undefined }),
  order({ id: 'o-5', status: 'cancelled', fee: undefined, feeAsset: undefined, closedAt: 5_000 }),
  // A record from before fills had a time: its placing time stands in.
  order({ id: 'o-6', side: 'sell', timestamp: 25_000, closedAt: undefined, fee: undefined, feeAsset: undefined }),
];

describe('trade history', () => {
  it('lists only filled orders, newest fill first, with the fee in the asset it was taken in', () => {
    const trades = selectTrades(orders);
    expect(trades.map((t) => [t.id, t.time])).toEqual([
      ['o-2', 30_000],
      ['o-6', 25_000],
      ['o-3', 20_000],
      ['o-1', 11_000],
    ]);
    expect(trades[0]).toMatchObject({ side: 'sell', fee: '0.61000000', feeAsset: 'USDT' });
    expect(trades[1]).toMatchObject({ fee: null, feeAsset: null });
  });

  it('filters by pair or order id, ignoring case and spaces', () => {
    expect(selectTrades(orders, ' eth ').map((t) => t.id)).toEqual(['o-3']);
    expect(selectTrades(orders, 'O-1').map((t) => t.id)).toEqual(['o-1']);
    expect(selectTrades(orders, 'doge')).toEqual([]);
  });
});

describe('funds', () => {
  it('lists the coins held, in name order, to 8 decimals; empty coins are left out', () => {
    expect(
      selectFunds({
        USDT: { free: '900', locked: '100', total: '1000' },
        ETH: { free: '0', locked: '0', total: '0' },
        BTC: { free: '0.4', locked: '0.1', total: '0.5' },
      }),
    ).toEqual([
      { asset: 'BTC', total: '0.50000000', free: '0.40000000', locked: '0.10000000' },
      { asset: 'USDT', total: '1000.00000000', free: '900.00000000', locked: '100.00000000' },
    ]);
    expect(selectFunds({})).toEqual([]);
  });
});

describe('trading analysis', () => {
  it('counts fills and cancellations, and sums turnover per quote asset and fees per asset exactly', () => {
    expect(summarizeTrading(orders)).toEqual({
      filled: 4,
      buys: 2,
      sells: 2,
      cancelled: 1,
      turnover: [
        { asset: 'BTC', amount: '0.00500000' },
        { asset: 'USDT', amount: '1810.00000000' },
      ],
      fees: [
        { asset: 'BTC', amount: '0.00001000' },
        { asset: 'ETH', amount: '0.00010000' },
        { asset: 'USDT', amount: '0.61000000' },
      ],
    });
  });

  it('adds decimals without binary rounding (0.1 + 0.2 is 0.3)', () => {
    const tenth = (id: string, total: string) => order({ id, total, fee: undefined, feeAsset: undefined });
    expect(summarizeTrading([tenth('a', '0.10000000'), tenth('b', '0.20000000')]).turnover).toEqual([
      { asset: 'USDT', amount: '0.30000000' },
    ]);
  });

  it('is all zeros for an account that never traded', () => {
    expect(summarizeTrading([])).toEqual({ filled: 0, buys: 0, sells: 0, cancelled: 0, turnover: [], fees: [] });
  });
});
