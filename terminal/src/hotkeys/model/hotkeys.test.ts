import { describe, expect, it } from 'vitest';
import { cycle, hotkeyOf } from './hotkeys';

const press = (key: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
});

describe('the terminal’s keyboard shortcuts', () => {
  it('read the letters, Shift+X and ? outside fields', () => {
    expect(['b', 's', 'p', 'a', 'x', 'i', 'v', ']', '[', '?'].map((k) => hotkeyOf(press(k), false, []))).toEqual([
      'buy',
      'sell',
      'price',
      'amount',
      'cancelLast',
      'interval',
      'view',
      'nextPair',
      'previousPair',
      'help',
    ]);
    expect(hotkeyOf(press('X', { shiftKey: true }), false, [])).toBe('cancelAll');
  });

  it('leave typing alone, except Ctrl+Enter, which places the order', () => {
    expect(hotkeyOf(press('b'), true, [])).toBeNull();
    expect(hotkeyOf(press('Enter', { ctrlKey: true }), true, [])).toBe('place');
    expect(hotkeyOf(press('Enter', { metaKey: true }), false, [])).toBe('place');
    expect(hotkeyOf(press('s', { ctrlKey: true }), false, [])).toBeNull();
  });

  it('do nothing once switched off', () => {
    expect(hotkeyOf(press('x'), false, ['cancelLast'])).toBeNull();
    expect(hotkeyOf(press('?'), false, ['cancelLast'])).toBe('help');
  });

  it('go round a list either way', () => {
    expect(cycle(['1m', '5m', '1h'], '1h')).toBe('1m');
    expect(cycle(['1m', '5m', '1h'], '1m', -1)).toBe('1h');
    expect(cycle(['a'], null)).toBe('a');
  });
});
