import { describe, expect, it } from 'vitest';
import { formatAge } from './age';

describe('age of a last known price', () => {
  it('says seconds, then minutes, then hours, in the locale', () => {
    expect(formatAge(45_000, 'en')).toBe('45 seconds');
    expect(formatAge(61_000, 'en')).toBe('1 minute');
    expect(formatAge(3 * 60_000, 'ru')).toBe('3 минуты');
    expect(formatAge(5 * 3_600_000, 'en')).toBe('5 hours');
    expect(formatAge(-5, 'en')).toBe('0 seconds');
  });
});
