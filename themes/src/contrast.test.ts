import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio } from './contrast';
import { themeColour, themeIds, themes } from './index';

// Pairs a visitor actually reads: [foreground, background, minimum ratio].
const pairs: Array<[string, string, number]> = [
  ['text', 'bg', AA_TEXT],
  ['text', 'surface', AA_TEXT],
  ['text', 'surface-raised', AA_TEXT],
  ['muted', 'bg', AA_TEXT],
  ['muted', 'surface', AA_TEXT],
  ['muted', 'surface-raised', AA_TEXT],
  ['link', 'bg', AA_TEXT],
  ['link', 'surface', AA_TEXT],
  ['accent-text', 'accent', AA_TEXT],
  ['accent-text', 'accent-hover', AA_TEXT],
  ['market-up', 'surface-raised', AA_TEXT],
  ['market-down', 'surface-raised', AA_TEXT],
  ['warning', 'surface', AA_LARGE],
  ['focus', 'bg', AA_LARGE],
  ['focus', 'surface', AA_LARGE],
];

describe('WCAG AA contrast', () => {
  it('computes the textbook ratios', () => {
    expect(contrastRatio('#000', '#FFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  for (const id of themeIds) {
    it.each(pairs)(`${id}: %s on %s is readable`, (fg, bg, minimum) => {
      const foreground = themeColour(themes[id], fg);
      const background = themeColour(themes[id], bg);
      expect(foreground && background).toBeTruthy();
      expect(contrastRatio(foreground!, background!)).toBeGreaterThanOrEqual(minimum);
    });
  }
});
