import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { themeIds } from './index';
import { PRESET_IDS, presetColours } from './presets';
import { COLOUR_SCHEMES, schemeColours } from './schemes';

const css = readFileSync(new URL('./presets.css', import.meta.url), 'utf8');

/** The custom properties of one rule of presets.css, by its exact selector. */
function declared(selector: string, prefix = 'color-'): Record<string, string> {
  const escaped = selector.replace(/[[\]()]/g, '\\$&');
  const block = css.match(new RegExp(`(?:^|\\n)${escaped}\\s*\\{([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
  const property = new RegExp(`--${prefix}([\\w-]*):\\s*([^;]+);`, 'g');
  return Object.fromEntries([...block.matchAll(property)].map((m) => [m[1] || prefix, m[2]!.trim().toLowerCase()]));
}

describe('colour presets', () => {
  const presets = PRESET_IDS.filter((id) => id !== 'default');

  it('default keeps the theme: no colours, no rule', () => {
    for (const scheme of COLOUR_SCHEMES) expect(presetColours('default', scheme)).toBeNull();
    expect(css).not.toContain("data-preset='default'");
  });

  for (const preset of presets) {
    for (const scheme of COLOUR_SCHEMES) {
      it(`${preset} ${scheme}: presets.css declares exactly the values of presets.ts`, () => {
        const colours = presetColours(preset, scheme)!;
        const expected = Object.fromEntries(Object.entries(colours).map(([name, value]) => [name, value.toLowerCase()]));
        expect(declared(`html[data-preset='${preset}'][data-scheme='${scheme}']`)).toEqual(expected);
      });

      it(`${preset} ${scheme}: every theme keeps AA contrast under it`, () => {
        for (const theme of themeIds) {
          const colours: Record<string, string> = { ...schemeColours(theme, scheme), ...presetColours(preset, scheme) };
          for (const [fg, bg, minimum] of contrastPairs) {
            expect({ theme, fg, bg, ratio: contrastRatio(colours[fg]!, colours[bg]!) >= minimum }).toEqual({
              theme,
              fg,
              bg,
              ratio: true,
            });
          }
        }
      });
    }
  }

  it("draws each choice's swatch in the colour it gives: a preset's accent, the theme's own for default", () => {
    for (const scheme of COLOUR_SCHEMES) {
      for (const preset of presets) {
        expect(declared(`[data-scheme='${scheme}'] [data-swatch='${preset}']`, 'swatch')).toEqual({
          swatch: presetColours(preset, scheme)!.accent.toLowerCase(),
        });
      }
      for (const theme of themeIds) {
        expect(declared(`[data-theme='${theme}'][data-scheme='${scheme}'] [data-swatch='default']`, 'swatch')).toEqual({
          swatch: schemeColours(theme, scheme).accent!.toLowerCase(),
        });
      }
    }
    // While no preset is chosen, the default swatch follows the live accent (an edited record's too).
    expect(declared(`html:not([data-preset]) [data-swatch='default']`, 'swatch')).toEqual({ swatch: 'var(--color-accent)' });
  });

  it('gives each preset its own accent, none the theme default of another', () => {
    const accents = presets.flatMap((preset) => COLOUR_SCHEMES.map((scheme) => presetColours(preset, scheme)!.accent));
    expect(new Set(accents).size).toBe(accents.length);
  });
});
