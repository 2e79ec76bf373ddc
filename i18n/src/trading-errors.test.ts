import { describe, expect, it } from 'vitest';
import { describeTradingError, type CodedTradingError } from './trading-errors';

describe("a trading refusal in the trader's words", () => {
  it('words a known code with its figures', () => {
    expect(describeTradingError({ code: 'INSUFFICIENT_FOR_WITHDRAW', params: { coin: 'BTC' } }, 'ru')).toBe('Недостаточно BTC для вывода');
  });

  it('reads a code it has no text for (a proxy’s own refusal) as "nothing changed, try again"', () => {
    const unknown = { code: 'METHOD_NOT_ALLOWED' } as unknown as CodedTradingError;
    expect(describeTradingError(unknown, 'en')).toBe(describeTradingError({ code: 'SERVICE_UNAVAILABLE' }, 'en'));
    expect(describeTradingError(unknown, 'ru')).toContain('Торговый сервис недоступен');
  });
});
