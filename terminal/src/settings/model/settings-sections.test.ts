import { describe, expect, it } from 'vitest';
import {
  checkCloseValue,
  checkEmailCode,
  defaultChartSettings,
  defaultNotificationSettings,
  defaultTradingSettings,
  isHighRiskLeverage,
  tradingSettingsSchema,
} from './settings-sections';

describe('trading settings', () => {
  it('starts from the defaults: profit 100, loss 50, confirmation on, 5x, default layout', () => {
    expect(defaultTradingSettings()).toEqual({
      panelType: 'investment',
      defaultDealSize: false,
      takeProfit: { value: '100', unit: 'percent' },
      stopLoss: { value: '50', unit: 'percent' },
      confirmOrders: true,
      leverage: 5,
      layout: 'default',
    });
  });

  it('offers only the listed leverages', () => {
    expect(tradingSettingsSchema.safeParse({ leverage: 20 }).success).toBe(true);
    expect(tradingSettingsSchema.safeParse({ leverage: 7 }).success).toBe(false);
  });

  it('warns from 10x, not at 5x', () => {
    expect([1, 3, 5, 10, 20].map(isHighRiskLeverage)).toEqual([false, false, false, true, true]);
  });

  it('accepts positive numbers, with a dot or a comma', () => {
    expect(checkCloseValue('100')).toBeNull();
    expect(checkCloseValue(' 0.01 ')).toBeNull();
    expect(checkCloseValue('12,5')).toBeNull();
  });

  it('refuses empty, zero, negative and anything that is not a plain number', () => {
    expect(checkCloseValue('  ')).toBe('REQUIRED');
    expect(checkCloseValue('0')).toBe('NOT_POSITIVE');
    expect(checkCloseValue('0.000')).toBe('NOT_POSITIVE');
    expect(checkCloseValue('-5')).toBe('NOT_POSITIVE');
    for (const text of ['abc', '1e3', '0x10', 'Infinity', '1.2.3', '1,2,3', '5%']) expect(checkCloseValue(text)).toBe('NOT_A_NUMBER');
  });
});

describe('chart and notification defaults', () => {
  it('selects candles on 1 minute, as the terminal opens', () => {
    const chart = defaultChartSettings();
    expect([chart.chartType, chart.timeframe]).toEqual(['candles', '1m']);
    expect(Object.keys(chart.toggles)).toHaveLength(11);
  });

  it('offers confirmation only for modify-pending and merge, and only show for errors', () => {
    const n = defaultNotificationSettings();
    expect(n.modifyPendingDeal).toEqual({ confirmation: true });
    expect(n.mergeDeals).toEqual({ confirmation: true });
    expect(n.errors).toEqual({ show: true });
    expect(n.closeDeal).toEqual({ confirmation: true, sound: true });
  });
});

describe('e-mail two-factor code', () => {
  it('accepts only the test code', () => {
    expect(checkEmailCode('123456')).toBeNull();
    expect(checkEmailCode(' 123456 ')).toBeNull();
    expect(checkEmailCode('123457')).toBe('INVALID_CODE');
    expect(checkEmailCode('')).toBe('INVALID_CODE');
  });
});
