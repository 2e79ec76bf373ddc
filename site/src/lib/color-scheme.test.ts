import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from './color-scheme';

/** Runs the inline script against a stored value and a browser preference; returns what it set on <html>. */
function run(stored: string | null, prefersDark: boolean) {
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    classList: { add: (c: string) => classes.add(c) },
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark });
  const localStorage = { getItem: (key: string) => (key === 'cabinetSettings' ? stored : null) };
  new Function('document', 'localStorage', 'window', 'matchMedia', COLOR_SCHEME_SCRIPT)(
    { documentElement },
    localStorage,
    { matchMedia },
    matchMedia,
  );
  return { scheme: attributes.get('data-scheme'), classes: [...classes] };
}

const stored = (colorScheme: unknown) => JSON.stringify({ v: 1, data: { colorScheme, volume: 50 } });

describe('the cabinet colour scheme before the first paint', () => {
  it('applies a stored dark or light choice whatever the browser prefers', () => {
    expect(run(stored('light'), true)).toEqual({ scheme: 'light', classes: ['theme-light'] });
    expect(run(stored('dark'), false)).toEqual({ scheme: 'dark', classes: ['theme-dark'] });
  });

  it("follows the browser on 'system'", () => {
    expect(run(stored('system'), true).scheme).toBe('dark');
    expect(run(stored('system'), false).scheme).toBe('light');
  });

  it('starts dark when nothing is stored, whatever the browser prefers', () => {
    expect(run(null, false)).toEqual({ scheme: 'dark', classes: ['theme-dark'] });
  });

  it('falls back to dark when the stored settings are unreadable, instead of breaking the page', () => {
    expect(run('{not json', false).scheme).toBe('dark');
    expect(run(stored('neon'), false).scheme).toBe('dark');
    expect(run(JSON.stringify({ colorScheme: 'light' }), true).scheme).toBe('light');
  });
});
