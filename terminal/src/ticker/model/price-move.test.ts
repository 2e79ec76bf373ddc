import { describe, expect, it } from 'vitest';
import { formatByStep, formatSignificant, formatTradeTime } from '../../shared/model/format';
import { priceMove } from './price-move';

describe('last price direction', () => {
  it('follows the last different price and keeps its colour while the price stands still', () => {
    expect(priceMove('100', '100.5', 'down')).toBe('up');
    expect(priceMove('100.5', '100.1', 'up')).toBe('down');
    expect(priceMove('100.10', '100.1', 'down')).toBe('down');
    expect(priceMove(null, '100', 'up')).toBe('up');
  });
});

describe('formatting by the pair’s own tick and step', () => {
  it('shows EUR/USD with 5 decimals, a stock with 2 and a BTC amount with 5', () => {
    expect(formatByStep('1.14657000', '0.00001000', 'en-US')).toBe('1.14657');
    expect(formatByStep('122.15000000', '0.01000000', 'en-US')).toBe('122.15');
    expect(formatByStep('0.5', '0.00001000', 'de-DE')).toBe('0,50000');
    expect(formatByStep('61830', '10', 'en-US')).toBe('61,830');
  });

  it('falls back to the two-decimal price rule without a step, and a dash for text that is no number', () => {
    expect(formatByStep('61837.634', null, 'en-US')).toBe('61,837.63');
    expect(formatByStep('abc', '0.01', 'en-US')).toBe('—');
  });

  it('writes small figures with significant digits and trade times on a 24-hour clock', () => {
    expect(formatSignificant('0.0000161713', 2, 'en-US')).toBe('0.000016');
    expect(formatTradeTime(Date.UTC(2024, 7, 8, 23, 54, 7), 'en-US', 'UTC')).toBe('23:54:07');
  });
});
