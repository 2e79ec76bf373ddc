import { describe, expect, it } from 'vitest';
import { checkLevelLimit, levelAllowance, levelOf, withdrawalUsdValue } from './withdrawal-levels';

describe('withdrawal limits by verified level', () => {
  it('refuses every withdrawal before the basic verification, however small', () => {
    expect(checkLevelLimit('none', '0', '2')).toEqual({ ok: false, error: { code: 'KYC_REQUIRED' } });
  });

  it('basic allows 50,000 USD in 24 hours: exactly the limit passes, a cent more is refused with what is left', () => {
    expect(checkLevelLimit('basic', '0', '50000').ok).toBe(true);
    expect(checkLevelLimit('basic', '49000', '1000.01')).toEqual({
      ok: false,
      error: { code: 'LEVEL_DAILY_LIMIT', field: 'amount', params: { level: 'basic', limit: '50000.00', left: '1000.00' } },
    });
    expect(checkLevelLimit('basic', '0', '60000').ok).toBe(false);
  });

  it('plus allows 2,000,000 USD in 24 hours', () => {
    expect(checkLevelLimit('plus', '0', '60000').ok).toBe(true);
    expect(checkLevelLimit('plus', '1990000', '10000.01').ok).toBe(false);
  });

  it('says what is left, never below zero', () => {
    expect(levelAllowance('basic', '1200.5')).toEqual({
      level: 'basic',
      limitUsd: '50000.00',
      usedUsd: '1200.50',
      leftUsd: '48799.50',
      windowHours: 24,
    });
    expect(levelAllowance('basic', '70000').leftUsd).toBe('0.00');
    expect(levelAllowance('none', '0').leftUsd).toBe('0.00');
  });

  it('values a coin at its price, rounded up to the cent, and reads an unknown stored level as none', () => {
    expect(withdrawalUsdValue('0.5', '60000.01').toFixed(2)).toBe('30000.01');
    expect(withdrawalUsdValue('0.00000001', '60000').toFixed(2)).toBe('0.01');
    expect(levelOf('plus')).toBe('plus');
    expect(levelOf(null)).toBe('none');
    expect(levelOf('gold')).toBe('none');
  });
});
