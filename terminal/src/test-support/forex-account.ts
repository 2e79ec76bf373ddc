import type { MarginAccountAnswer } from '@bourse/trading';

/**
 * A forex account as the engine answers it, for tests: one 1-lot EUR/USD buy at 1.20055 at 1:500
 * (240.11 of margin), marked at a bid of 1.19995 (-60.00, -6.0 pips), on `balance`.
 */
export function forexAccountWithOneLot(
  balance: string,
  marked: Pick<MarginAccountAnswer, 'equity' | 'freeMargin' | 'level'>,
): MarginAccountAnswer {
  return {
    id: 1,
    accountNumber: '145047',
    currency: 'USD',
    maxLeverage: 500,
    balance,
    margin: '240.11',
    ...marked,
    marginCall: false,
    marginCallLevel: 100,
    stopOutLevel: 50,
    positions: [
      {
        ticket: 2,
        symbol: 'EURUSD',
        side: 'BUY',
        units: '100000',
        openPrice: '1.20055',
        openTime: 1,
        leverage: 500,
        margin: '240.11',
        stopLoss: null,
        takeProfit: null,
        closePrice: '1.19995',
        profit: '-60.00',
        pips: '-6.0',
        swap: '0.00',
      },
    ],
    orders: [],
  };
}
