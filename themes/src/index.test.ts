import { describe, expect, it } from 'vitest';
import { defaultThemeId, isThemeId, themeIds, themes } from './index';

describe('theme registry', () => {
  it('holds one record per theme id, each named after its id', () => {
    expect([...themeIds]).toEqual(['exchange', 'dark-brand', 'simple']);
    for (const id of themeIds) expect(themes[id].name).toBe(id);
  });

  it('falls back to the exchange theme', () => {
    expect(defaultThemeId).toBe('exchange');
  });

  it('recognises theme ids and nothing else', () => {
    expect(isThemeId('dark-brand')).toBe(true);
    expect(isThemeId('Dark-Brand')).toBe(false);
    expect(isThemeId(undefined)).toBe(false);
  });

  it('gives every theme a distinct accent so sites look different at a glance', () => {
    const accents = themeIds.map((id) => themes[id].colors.accent);
    expect(new Set(accents).size).toBe(3);
  });
});
