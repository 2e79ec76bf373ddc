import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { themeColour, themeIds, themes } from './index';

const pairs = contrastPairs.map(([fg, bg, minimum]) => [fg, bg, minimum] as [string, string, number]);

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
