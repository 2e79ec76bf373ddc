import { describe, expect, it } from 'vitest';
import { forexAccountWithOneLot } from '../../test-support/forex-account';
import { inMarginCall, markAccount } from './marks';

const account = forexAccountWithOneLot('1000.00', { equity: '940.00', freeMargin: '699.89', level: '391.49' });
const quote = (bid: string, ask: string) => ({
  EURUSD: { symbol: 'EURUSD', bid, ask, spread: '0.00060', recordedAt: 0, time: 2, sides: 'bid-ask' as const },
});

describe('the forex account marked to the quotes the page hears', () => {
  it('a 1-lot EUR/USD buy at 1.20055 shows +119.00 and +11.9 pips at a bid of 1.20174, and the account follows', () => {
    const marked = markAccount(account, quote('1.20174', '1.20189'));
    expect(marked.positions[0]).toMatchObject({ closePrice: '1.20174', profit: '119.00', pips: '11.9', swap: '0.00' });
    expect(marked).toMatchObject({ equity: '1119.00', freeMargin: '878.89', level: '466.04' });
  });

  it('falling to a bid of 1.19300 is a loss of 755.00 (level 245.00 / 240.11 = 102.04 %); ten more pips is the margin call', () => {
    const marked = markAccount(account, quote('1.19300', '1.19360'));
    expect(marked.positions[0]).toMatchObject({ profit: '-755.00', pips: '-75.5' });
    expect(marked.level).toBe('102.04');
    expect(inMarginCall(marked)).toBe(false);
    expect(inMarginCall(markAccount(account, quote('1.19290', '1.19350')))).toBe(true);
  });

  it('a position whose instrument has no quote on the page keeps the server’s figures', () => {
    expect(markAccount(account, {}).positions[0]).toMatchObject({ profit: '-60.00', closePrice: '1.19995' });
  });
});
