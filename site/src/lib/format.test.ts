import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize } from './format';

describe('entry formatting', () => {
  it('writes publication dates in the page language', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'de')).toBe('5. März 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('5 March 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'ru')).toMatch(/^5 марта 2026/);
  });

  it('shows an unreadable date as sent rather than "Invalid Date"', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('sizes files in B, KB and MB with the language’s decimal mark', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
    expect(formatFileSize(2_621_440, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2_621_440, 'de')).toBe('2,5 MB');
  });
});
