import { describe, expect, it } from 'vitest';
import { formatPercentChange, formatPrice, formatVolume } from './format';

describe('formatPrice', () => {
  it('shows two decimals with the locale grouping', () => {
    expect(formatPrice('61837.634', 'en-US')).toBe('61,837.63');
    expect(formatPrice('61837.635', 'en-US')).toBe('61,837.64');
    expect(formatPrice('61837.6', 'de-DE')).toBe('61.837,60');
  });

  it('switches to four decimals only below 0.01', () => {
    expect(formatPrice('0.01', 'en-US')).toBe('0.01');
    expect(formatPrice('0.00999', 'en-US')).toBe('0.0100');
    expect(formatPrice('0.00123456', 'en-US')).toBe('0.0012');
    expect(formatPrice('0', 'en-US')).toBe('0.00');
  });

  it('rounds in decimal, not binary floating point', () => {
    // 1.005 as a float is 1.00499999..., which would round down.
    expect(formatPrice('1.005', 'en-US')).toBe('1.01');
  });

  it('shows a dash for text that is not a number', () => {
    expect(formatPrice('abc', 'en-US')).toBe('—');
  });
});

describe('formatPercentChange', () => {
  it('signs rises and falls and marks their direction', () => {
    expect(formatPercentChange('1.234', 'en-US')).toEqual({ text: '+1.23%', direction: 'up' });
    expect(formatPercentChange('-0.245', 'en-US')).toEqual({ text: '-0.25%', direction: 'down' });
  });

  it('treats no change as up', () => {
    expect(formatPercentChange('0.000', 'en-US')).toEqual({ text: '+0.00%', direction: 'up' });
  });

  it('never shows -0.00 in red for a change that rounds to zero', () => {
    expect(formatPercentChange('-0.004', 'en-US')).toEqual({ text: '+0.00%', direction: 'up' });
  });

  it('follows the locale', () => {
    expect(formatPercentChange('-1.5', 'de-DE').text).toBe('-1,50\u00a0%');
  });
});

describe('formatVolume', () => {
  it('abbreviates billions, millions and thousands with one decimal', () => {
    expect(formatVolume('1000000000', 'en-US')).toBe('1.0B');
    expect(formatVolume('840180761.51', 'en-US')).toBe('840.2M');
    expect(formatVolume('1000000', 'en-US')).toBe('1.0M');
    expect(formatVolume('1234', 'en-US')).toBe('1.2K');
    expect(formatVolume('1000', 'en-US')).toBe('1.0K');
  });

  it('keeps two decimals below a thousand', () => {
    expect(formatVolume('999.99', 'en-US')).toBe('999.99');
    expect(formatVolume('212.03315', 'en-US')).toBe('212.03');
  });

  it('moves up a unit when rounding reaches it', () => {
    expect(formatVolume('999960', 'en-US')).toBe('1.0M');
    expect(formatVolume('999.996', 'en-US')).toBe('1.0K');
    expect(formatVolume('999949', 'en-US')).toBe('999.9K');
    expect(formatVolume('1234000000000', 'en-US')).toBe('1,234.0B');
  });
});
