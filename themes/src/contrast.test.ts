import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastPairs, contrastRatio } from './contrast';
import { themeIds } from './index';
import { COLOUR_SCHEMES, schemeColours } from './schemes';

// The pairs an editor's record is held to (contrastPairs), plus what only the cabinet's islands
// read: prices on every surface of the terminal and the label of a buy or sell button on its fill.
const pairs: Array<[string, string, number]> = [
  ...contrastPairs.map(([fg, bg, minimum]) => [fg, bg, minimum] as [string, string, number]),
  ['market-up', 'bg', AA_TEXT],
  ['market-up', 'surface', AA_TEXT],
  ['market-down', 'bg', AA_TEXT],
  ['market-down', 'surface', AA_TEXT],
  ['on-market', 'market-up', AA_TEXT],
  ['on-market', 'market-down', AA_TEXT],
  ['warning', 'bg', AA_LARGE],
];

describe('WCAG AA contrast', () => {
  it('computes the textbook ratios', () => {
    expect(contrastRatio('#000', '#FFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  for (const id of themeIds) {
    for (const scheme of COLOUR_SCHEMES) {
      it.each(pairs)(`${id} ${scheme}: %s on %s is readable`, (fg, bg, minimum) => {
        const colours = schemeColours(id, scheme);
        expect(colours[fg] && colours[bg]).toBeTruthy();
        expect(contrastRatio(colours[fg]!, colours[bg]!)).toBeGreaterThanOrEqual(minimum);
      });
    }
  }
});
