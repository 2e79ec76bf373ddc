import { describe, expect, it } from 'vitest';
import type { MarginAccount } from './account';
import { summarize } from './account';
import type { MarketQuotes } from './money';
import type { MarginOrderRequest } from './order-check';
import { placeMarginOrder } from './orders';
import { applyQuote } from './quote-step';

const fresh = (balance: string): MarginAccount => ({
  balance,
  maxLeverage: 500,
  positions: [],
  orders: [],
  marginCall: false,
  nextTicket: 1,
});

/** A small market: the latest quote per symbol, and an account driven by it through the rules. */
function market(balance: string, quotes: Record<string, [string, string]>) {
  let time = Date.UTC(2018, 0, 2);
  let book: MarketQuotes = Object.fromEntries(Object.entries(quotes).map(([s, [bid, ask]]) => [s, { bid, ask, time }]));
  let account = fresh(balance);
  return {
    get account() {
      return account;
    },
    place(request: Omit<MarginOrderRequest, 'leverage'> & { leverage?: number }) {
      const placed = placeMarginOrder(account, { leverage: 500, ...request }, book, time);
      if (!placed.ok) return placed.error;
      account = placed.value.account;
      return placed.value.deals;
    },
    quote(symbol: string, bid: string, ask: string) {
      time += 3_600_000;
      book = { ...book, [symbol]: { bid, ask, time } };
      const step = applyQuote(account, book, symbol);
      account = step.account;
      return step;
    },
    level: () => summarize(account, book).level?.toFixed(2) ?? null,
  };
}
const lots = (amount: string) => ({ kind: 'lots' as const, amount });

describe('a quote against the margin account', () => {
  it('closes a buy at the bid that reached its stop-loss, past the stop when the price gapped', () => {
    const m = market('10000.00', { EURUSD: ['1.19995', '1.20055'] });
    m.place({ symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: lots('1'), stopLoss: { by: 'pips', pips: '20' } });
    expect(m.account.positions[0]).toMatchObject({ openPrice: '1.20055', stopLoss: '1.19855', margin: '240.11' });
    expect(m.quote('EURUSD', '1.19856', '1.19870').deals).toEqual([]);
    const { deals } = m.quote('EURUSD', '1.19850', '1.19864');
    // Closed at the quote's bid 1.19850: (1.19850 - 1.20055) x 100,000 = -205 USD.
    expect(deals).toMatchObject([
      { entry: 'OUT', side: 'SELL', price: '1.19850', profit: '-205.00', balanceAfter: '9795.00', reason: 'STOP_LOSS' },
    ]);
    expect(m.account.positions).toEqual([]);
  });

  it('fills a buy limit at the ask that reached it, not at its own price, and a sell stop at the bid', () => {
    const m = market('10000.00', { EURUSD: ['1.19995', '1.20055'] });
    expect(m.place({ symbol: 'EURUSD', side: 'BUY', type: 'LIMIT', price: '1.20060', volume: lots('1') })).toMatchObject({
      code: 'PENDING_PRICE_SIDE',
    });
    m.place({ symbol: 'EURUSD', side: 'BUY', type: 'LIMIT', price: '1.20000', volume: lots('1') });
    m.place({ symbol: 'EURUSD', side: 'SELL', type: 'STOP', price: '1.19900', volume: lots('0.5') });
    expect(m.quote('EURUSD', '1.19990', '1.20001').deals).toEqual([]);
    expect(m.quote('EURUSD', '1.19980', '1.19994').deals).toMatchObject([
      { entry: 'IN', side: 'BUY', price: '1.19994', reason: 'LIMIT', positionTicket: 1 },
    ]);
    expect(m.quote('EURUSD', '1.19890', '1.19903').deals).toMatchObject([
      { entry: 'IN', side: 'SELL', price: '1.19890', reason: 'STOP', positionTicket: 2 },
    ]);
    expect(m.account.orders).toEqual([]);
  });

  it('refuses a pending order the free margin no longer covers when its price comes', () => {
    const m = market('100.00', { XAUUSD: ['1302.73', '1303.08'] });
    m.place({ symbol: 'XAUUSD', side: 'BUY', type: 'LIMIT', price: '1300.00', volume: lots('1'), leverage: 100 });
    const step = m.quote('XAUUSD', '1299.50', '1299.90');
    expect(step.events).toEqual([{ type: 'ORDER_REJECTED', ticket: 1, reason: 'NOT_ENOUGH_MARGIN' }]);
    expect([m.account.orders, m.account.positions, m.account.balance]).toEqual([[], [], '100.00']);
  });

  it('warns at a margin level of 100 %, then stops out the largest loss first, wherever the quote came from', () => {
    const m = market('1000.00', { EURUSD: ['1.19990', '1.20000'], USDJPY: ['109.990', '110.000'] });
    m.place({ symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: lots('2') }); // margin 200,000 x 1.2 / 500 = 480
    m.place({ symbol: 'USDJPY', side: 'SELL', type: 'MARKET', volume: lots('1') }); // margin 100,000 / 500 = 200; sold at 109.990
    // EUR/USD's bid at 1.19700: -600 USD; USD/JPY's ask at 110.000: 100,000 x (109.99 - 110) / 110 = -9.09. Level 390.91 / 680 = 57.49 %.
    expect(m.quote('EURUSD', '1.19700', '1.19712').events).toEqual([{ type: 'MARGIN_CALL', level: '57.49' }]);
    // USD/JPY's ask at 110.100: 100,000 x -0.11 / 110.1 = -99.91; equity 300.09, level 44.13 %: EUR/USD, the larger loss, goes at its bid.
    const step = m.quote('USDJPY', '110.090', '110.100');
    expect(step.deals).toMatchObject([
      { symbol: 'EURUSD', price: '1.19700', profit: '-600.00', balanceAfter: '400.00', reason: 'STOP_OUT' },
    ]);
    // Left: balance 400, USD/JPY -99.91, margin 200: 150.05 %, above the margin call too.
    expect(step.events).toEqual([
      { type: 'STOP_OUT', tickets: [1], level: '150.05' },
      { type: 'MARGIN_CALL_OVER', level: '150.05' },
    ]);
    expect(m.account.positions.map((p) => p.symbol)).toEqual(['USDJPY']);
  });

  it('closes everything when no single close lifts the level, leaving the loss on the balance', () => {
    const m = market('1000.00', { EURUSD: ['1.19990', '1.20000'], USDJPY: ['109.990', '110.000'] });
    m.place({ symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: lots('2') });
    m.place({ symbol: 'USDJPY', side: 'SELL', type: 'MARKET', volume: lots('1') });
    // EUR/USD -1,000 and USD/JPY -100,000 x 0.51 / 110.5 = -461.54: equity below zero.
    m.quote('USDJPY', '110.490', '110.500');
    const step = m.quote('EURUSD', '1.19500', '1.19512');
    expect(step.deals.map((d) => [d.symbol, d.profit])).toEqual([
      ['EURUSD', '-1000.00'],
      ['USDJPY', '-461.54'],
    ]);
    expect(m.account.balance).toBe('-461.54');
    expect(m.level()).toBe(null);
  });
});
