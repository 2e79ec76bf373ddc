import { describe, expect, it } from 'vitest';
import { alertFires, type PriceAlert } from './alerts';
import type { MarketTrade } from './spot/vocabulary';

const alert = (condition: PriceAlert['condition'], priceWhenSet: string | null = null): PriceAlert => ({
  id: 1,
  symbol: 'BTCUSDT',
  condition,
  price: '61000',
  priceWhenSet,
  afterTradeId: 10,
});
const at = (price: string, id = 11): MarketTrade => ({ id, symbol: 'BTCUSDT', price, qty: '1', time: 0, isBuyerMaker: false });

describe('a price alert', () => {
  it('above fires at or above its price, below at or below', () => {
    expect(alertFires(alert('above'), at('60999.99'))).toBe(false);
    expect(alertFires(alert('above'), at('61000'))).toBe(true);
    expect(alertFires(alert('below'), at('61000.01'))).toBe(false);
    expect(alertFires(alert('below'), at('61000'))).toBe(true);
  });

  it('crossing fires when the price reaches it from the side it was on when set', () => {
    expect(alertFires(alert('crossing', '60000'), at('60999'))).toBe(false);
    expect(alertFires(alert('crossing', '60000'), at('61001'))).toBe(true);
    expect(alertFires(alert('crossing', '62000'), at('61001'))).toBe(false);
    expect(alertFires(alert('crossing', '62000'), at('60999'))).toBe(true);
  });

  it('ignores trades printed before it was set, and other symbols', () => {
    expect(alertFires(alert('above'), at('70000', 10))).toBe(false);
    expect(alertFires(alert('above'), { ...at('70000'), symbol: 'ETHUSDT' })).toBe(false);
  });
});
