import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import { INSTRUMENTS } from './instruments';
import { profitAt } from './money';
import { checkStops, stopPrice, stopReached, type StopBasis } from './stops';

const eurBuy: StopBasis = {
  instrument: INSTRUMENTS.EURUSD!,
  side: 'BUY',
  units: new Dec(100000),
  entry: new Dec('1.20055'),
  margin: new Dec('240.11'),
};
const jpySell: StopBasis = {
  instrument: INSTRUMENTS.USDJPY!,
  side: 'SELL',
  units: new Dec(100000),
  entry: new Dec('110.000'),
  margin: new Dec('200.00'),
};
const price = (r: ReturnType<typeof stopPrice>) => (r.ok ? r.value.toString() : r.error.code);

describe('stop-loss and take-profit by price, pips, money or percent of margin', () => {
  it('puts a EUR/USD buy’s stops in pips and money where the result is that much', () => {
    expect(price(stopPrice('stopLoss', { by: 'pips', pips: '20' }, eurBuy))).toBe('1.19855');
    expect(price(stopPrice('takeProfit', { by: 'pips', pips: '35.5' }, eurBuy))).toBe('1.2041');
    // 50 USD on 100,000 EUR is 0.0005 below: 1.20005.
    expect(price(stopPrice('stopLoss', { by: 'money', amount: '50' }, eurBuy))).toBe('1.20005');
    // Close with loss at 50 % of the 240.11 margin (120.055 USD): 1.19934945, rounded up toward the entry to 1.19935.
    expect(price(stopPrice('stopLoss', { by: 'percent', percent: '50' }, eurBuy))).toBe('1.19935');
    // Close with profit at 100 %: 240.11 USD above is 1.2029511, rounded up away from the entry: 1.20296.
    expect(price(stopPrice('takeProfit', { by: 'percent', percent: '100' }, eurBuy))).toBe('1.20296');
  });

  it('solves USD/JPY money stops at the closing rate, the result never past what was asked', () => {
    // A sell loses 100 USD where 100,000 x (110 - P) / P = -100: P = 11,000,000 / 99,900 = 110.1101…, down to 110.110.
    const sl = stopPrice('stopLoss', { by: 'money', amount: '100' }, jpySell);
    expect(price(sl)).toBe('110.11');
    const loss = profitAt(jpySell.instrument, { side: 'SELL', units: '100000', openPrice: '110.000' }, new Dec('110.110'));
    expect(loss.money.toFixed(2)).toBe('-99.90');
    // Wins 100 USD where P = 11,000,000 / 100,100 = 109.8901…, down to 109.890 (a little more than 100).
    const tp = stopPrice('takeProfit', { by: 'money', amount: '100' }, jpySell);
    expect(price(tp)).toBe('109.89');
    expect(profitAt(jpySell.instrument, { side: 'SELL', units: '100000', openPrice: '110.000' }, new Dec('109.890')).money.gte(100)).toBe(
      true,
    );
    // A buy of USD/JPY cannot win its whole size in dollars, 100,000 x (P - 110) / P staying below 100,000: no price does it.
    expect(price(stopPrice('takeProfit', { by: 'money', amount: '100000' }, { ...jpySell, side: 'BUY' }))).toBe('STOP_UNREACHABLE');
    expect(price(stopPrice('takeProfit', { by: 'money', amount: '10000' }, { ...jpySell, side: 'BUY' }))).toBe('122.223');
  });

  it('refuses a price off the tick, a bad number, and stops on the wrong side', () => {
    expect(price(stopPrice('stopLoss', { by: 'price', price: '1.198551' }, eurBuy))).toBe('PRICE_OFF_TICK');
    expect(price(stopPrice('stopLoss', { by: 'pips', pips: '-5' }, eurBuy))).toBe('INVALID_PRICE');
    expect(price(stopPrice('stopLoss', { by: 'money', amount: '200000' }, eurBuy))).toBe('STOP_UNREACHABLE');
    expect(checkStops('BUY', new Dec('1.2010'), null, new Dec('1.20052'))).toMatchObject({ ok: false, error: { field: 'stopLoss' } });
    expect(checkStops('SELL', null, new Dec('1.2010'), new Dec('1.20052'))).toMatchObject({ ok: false, error: { field: 'takeProfit' } });
    expect(checkStops('SELL', new Dec('1.2010'), new Dec('1.1990'), new Dec('1.20052')).ok).toBe(true);
  });

  it('says which stop a closing price reaches', () => {
    const buy = { side: 'BUY' as const, stopLoss: '1.19855', takeProfit: '1.20410' };
    expect(stopReached(buy, new Dec('1.19855'))).toBe('stopLoss');
    expect(stopReached(buy, new Dec('1.19856'))).toBe(null);
    expect(stopReached(buy, new Dec('1.20500'))).toBe('takeProfit');
    expect(stopReached({ side: 'SELL', stopLoss: '110.110', takeProfit: null }, new Dec('110.200'))).toBe('stopLoss');
  });
});
