import { describe, expect, it } from 'vitest';
import type { MarginAccount } from './account';
import type { MarketQuotes } from './money';
import type { MarginOrderRequest } from './order-check';
import { placeMarginOrder } from './orders';
import { previewMarginOrder } from './preview';

const time = Date.UTC(2018, 0, 2);
const quotes: MarketQuotes = { EURUSD: { bid: '1.19995', ask: '1.20055', time }, USDJPY: { bid: '109.990', ask: '110.000', time } };
const account: MarginAccount = { balance: '1000.00', maxLeverage: 500, positions: [], orders: [], marginCall: false, nextTicket: 1 };
const buyEur: MarginOrderRequest = { symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: { kind: 'lots', amount: '1' }, leverage: 500 };

describe('the order panel’s preview', () => {
  it('shows a 1-lot EUR/USD buy at 1:500: 240.11 of margin, 10 USD a pip, the stops as prices, the account after', () => {
    const preview = previewMarginOrder(
      account,
      { ...buyEur, stopLoss: { by: 'pips', pips: '20' }, takeProfit: { by: 'money', amount: '100' } },
      quotes,
    );
    // Level after: equity 1,000 / margin 240.11 = 416.4758… %.
    expect(preview).toEqual({
      ok: true,
      value: {
        units: '100000',
        lots: '1.00',
        price: '1.20055',
        margin: '240.11',
        pipValue: '10.00',
        stopLoss: '1.19855',
        takeProfit: '1.20155',
        freeMargin: '1000.00',
        freeMarginAfter: '759.89',
        levelAfter: '416.48',
        enough: true,
      },
    });
  });

  it('shows a USD/JPY pip in dollars at the price it would open at, and says when the margin is short', () => {
    // Sold at the bid 109.990: 1,000 JPY a pip for a lot, / 109.99 = 9.09 USD; 5 lots hold 1,000 USD, more than the free 1,000 - 240.11.
    const open = placeMarginOrder(account, buyEur, quotes, time);
    if (!open.ok) throw new Error(open.error.code);
    const preview = previewMarginOrder(
      open.value.account,
      { ...buyEur, symbol: 'USDJPY', side: 'SELL', volume: { kind: 'lots', amount: '5' } },
      quotes,
    );
    expect(preview).toMatchObject({ ok: true, value: { price: '109.990', margin: '1000.00', pipValue: '45.46', enough: false } });
  });

  it('refuses what placing would refuse, and an account it cannot value', () => {
    expect(previewMarginOrder(account, { ...buyEur, leverage: 1000 }, quotes)).toMatchObject({
      ok: false,
      error: { code: 'LEVERAGE_ABOVE_MAX' },
    });
    const open = placeMarginOrder(account, buyEur, quotes, time);
    if (!open.ok) throw new Error(open.error.code);
    expect(previewMarginOrder(open.value.account, { ...buyEur, symbol: 'USDJPY' }, { USDJPY: quotes.USDJPY! })).toMatchObject({
      ok: false,
      error: { code: 'NO_QUOTE', params: { symbol: 'EURUSD' } },
    });
  });
});
