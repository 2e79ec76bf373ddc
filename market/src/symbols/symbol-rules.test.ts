import { describe, expect, it } from 'vitest';
import { symbolRulesFrom } from './symbol-rules';

describe('symbol rules from exchangeInfo', () => {
  it("reads each pair's tick, step and status, and leaves a missing or zero filter unknown", () => {
    const rules = symbolRulesFrom({
      symbols: [
        {
          symbol: 'EURUSD',
          status: 'BREAK',
          baseAsset: 'EUR',
          quoteAsset: 'USD',
          filters: [
            { filterType: 'PRICE_FILTER', tickSize: '0.00001000' },
            { filterType: 'LOT_SIZE', stepSize: '1.00000000' },
          ],
        },
        {
          symbol: 'ODDUSDT',
          baseAsset: 'ODD',
          quoteAsset: 'USDT',
          filters: [
            { filterType: 'PRICE_FILTER', tickSize: '0.00000000' },
            { filterType: 'LOT_SIZE', stepSize: 12 },
          ],
        },
      ],
    });
    expect(rules.EURUSD).toEqual({
      symbol: 'EURUSD',
      status: 'BREAK',
      baseAsset: 'EUR',
      quoteAsset: 'USD',
      tickSize: '0.00001000',
      stepSize: '1.00000000',
    });
    expect(rules.ODDUSDT).toMatchObject({ status: 'TRADING', tickSize: null, stepSize: null });
    expect(rules.BNBUSDT).toBeUndefined();
  });
});
