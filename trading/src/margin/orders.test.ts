import { describe, expect, it } from 'vitest';
import type { MarginAccount } from './account';
import type { MarketQuotes } from './money';
import type { MarginOrderRequest } from './order-check';
import { cancelPendingOrder, modifyStops, placeMarginOrder } from './orders';
import { closePosition } from './positions';

const time = Date.UTC(2018, 0, 2);
const quotes: MarketQuotes = {
  EURUSD: { bid: '1.19995', ask: '1.20055', time },
  XAUUSD: { bid: '1302.73', ask: '1303.08', time },
  AAPLUSD: { bid: '121.65', ask: '121.65', time },
};
const account: MarginAccount = { balance: '1000.00', maxLeverage: 500, positions: [], orders: [], marginCall: false, nextTicket: 1 };
const buyEur: MarginOrderRequest = { symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: { kind: 'lots', amount: '1' }, leverage: 500 };
const code = (r: ReturnType<typeof placeMarginOrder>) => (r.ok ? 'ok' : r.error.code);

describe('placing margin orders', () => {
  it('opens a 1-lot EUR/USD buy at the ask with 240.11 of margin, its IN deal and ticket', () => {
    const placed = placeMarginOrder(account, buyEur, quotes, time);
    expect(placed.ok && placed.value.account.positions).toEqual([
      {
        ticket: 1,
        symbol: 'EURUSD',
        side: 'BUY',
        units: '100000',
        openPrice: '1.20055',
        openTime: time,
        leverage: 500,
        margin: '240.11',
        stopLoss: null,
        takeProfit: null,
      },
    ]);
    expect(placed.ok && placed.value.deals).toEqual([
      {
        ticket: 2,
        positionTicket: 1,
        symbol: 'EURUSD',
        side: 'BUY',
        entry: 'IN',
        units: '100000',
        price: '1.20055',
        time,
        profit: '0.00',
        balanceAfter: '1000.00',
        reason: 'MARKET',
      },
    ]);
  });

  it.each([
    ['an unknown instrument', { ...buyEur, symbol: 'GBPUSD' }, 'UNKNOWN_INSTRUMENT'],
    ['an instrument with no quote yet', { ...buyEur, symbol: 'USDJPY' }, 'NO_QUOTE'],
    ['leverage above 1:500', { ...buyEur, leverage: 501 }, 'LEVERAGE_ABOVE_MAX'],
    ['a stock above its 1:20', { ...buyEur, symbol: 'AAPLUSD', leverage: 50 }, 'LEVERAGE_ABOVE_MAX'],
    ['leverage that is no whole number', { ...buyEur, leverage: 1.5 }, 'INVALID_LEVERAGE'],
    ['more margin than the free margin (5 lots need 1,200.55)', { ...buyEur, volume: { kind: 'lots', amount: '5' } }, 'NOT_ENOUGH_MARGIN'],
    ['a stop-loss above the bid of a buy', { ...buyEur, stopLoss: { by: 'price', price: '1.20000' } }, 'INVALID_STOPS'],
    ['a pending order without a price', { ...buyEur, type: 'STOP' }, 'INVALID_PRICE'],
    ['a gold price off its 2 decimals', { ...buyEur, symbol: 'XAUUSD', type: 'LIMIT', price: '1300.005' }, 'PRICE_OFF_TICK'],
    ['a buy stop below the ask', { ...buyEur, type: 'STOP', price: '1.20000' }, 'PENDING_PRICE_SIDE'],
  ] as const)('refuses %s, changing nothing', (_name, request, expected) => {
    expect(code(placeMarginOrder(account, request as MarginOrderRequest, quotes, time))).toBe(expected);
  });

  it('closes part of a position at the bid, releasing its share of the margin, then the rest with what is left', () => {
    const opened = placeMarginOrder(account, { ...buyEur, volume: { kind: 'units', amount: '3' }, leverage: 1 }, quotes, time);
    if (!opened.ok) throw new Error(opened.error.code);
    // 3 EUR at 1.20055 hold 3.60165, rounded up to 3.61; a third released is 1.20, the rest 2.41.
    const later = { ...quotes, EURUSD: { bid: '1.20174', ask: '1.20189', time } };
    const part = closePosition(opened.value.account, 1, later, time, 'CLOSE', '1');
    if (!part.ok) throw new Error(part.error.code);
    expect(part.value.account.positions[0]).toMatchObject({ units: '2', margin: '2.41' });
    expect(part.value.deals[0]).toMatchObject({ units: '1', price: '1.20174', profit: '0.00' });
    const rest = closePosition(part.value.account, 1, later, time, 'CLOSE');
    expect(rest.ok && [rest.value.account.positions, rest.value.deals[0]?.units]).toEqual([[], '2']);
    expect(closePosition(part.value.account, 1, later, time, 'CLOSE', '3')).toMatchObject({ ok: false, error: { code: 'INVALID_VOLUME' } });
  });

  it('moves stops on the right side of the market and cancels a pending order', () => {
    const opened = placeMarginOrder(account, buyEur, quotes, time);
    const pending = opened.ok && placeMarginOrder(opened.value.account, { ...buyEur, type: 'LIMIT', price: '1.19000' }, quotes, time);
    if (!pending || !pending.ok) throw new Error('not placed');
    const moved = modifyStops(
      pending.value.account,
      1,
      { stopLoss: { by: 'price', price: '1.19500' }, takeProfit: { by: 'pips', pips: '30' } },
      quotes,
    );
    // 30 pips above the open price 1.20055.
    expect(moved.ok && moved.value.positions[0]).toMatchObject({ stopLoss: '1.19500', takeProfit: '1.20355' });
    const removed = moved.ok && modifyStops(moved.value, 1, { stopLoss: null, takeProfit: null }, quotes);
    expect(removed && removed.ok && removed.value.positions[0]).toMatchObject({ stopLoss: null, takeProfit: null });
    const above = modifyStops(pending.value.account, 1, { stopLoss: { by: 'price', price: '1.20000' }, takeProfit: null }, quotes);
    expect(above).toMatchObject({ ok: false, error: { code: 'INVALID_STOPS' } });
    const cancelled = cancelPendingOrder(pending.value.account, 3);
    expect(cancelled.ok && cancelled.value.orders).toEqual([]);
    expect(cancelPendingOrder(pending.value.account, 9)).toMatchObject({ ok: false, error: { code: 'ORDER_NOT_FOUND' } });
  });
});
