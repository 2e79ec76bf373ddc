import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeIds, themes } from '../index';
import { themeTokens } from '../tokens';

// An editor's colours reach the page as the record's tokens on <html> (site: theme-style.ts). A
// glow, tint or shadow that writes a record colour as a literal keeps the shipped colour after an
// edit; mixed from the token (`color-mix(in srgb, var(--color-accent) 45%, transparent)`) it
// follows. These read the frame's stylesheets and each theme's own scheme block of tokens.

const rgbOf = (hex: string): string => {
  const digits = hex.replace('#', '');
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)).join(' ');
};

/** Every colour literal of a stylesheet as `r g b`: hex colours and rgb() triples. */
function literalColours(css: string): string[] {
  const hex = [...css.matchAll(/#([0-9a-f]{6})\b/gi)].map((match) => rgbOf(match[0]));
  const rgb = [...css.matchAll(/rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/g)].map((match) => `${match[1]} ${match[2]} ${match[3]}`);
  return [...hex, ...rgb];
}

/** Tokens that paint light or depth: the page's and header's grounds, cards, glows, tints, shadows. */
const PAINT = /^--(page-bg|header-bg|footer-bg|card-|glow-|tint-|shadow-|hero-)/;

/** The paint tokens of the theme's native block of tokens.css (its alternate scheme has its own colours). */
function nativePaintTokens(id: string): string {
  const css = readFileSync(new URL(`../${id}/tokens.css`, import.meta.url), 'utf8');
  const block = css.match(new RegExp(`\\[data-theme='${id}'\\]\\s*\\{([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
  return [...block.matchAll(/(--[\w-]+):([^;]+);/g)]
    .filter((match) => PAINT.test(match[1]!))
    .map((match) => match[0])
    .join('\n');
}

describe("the frame's glows follow the record's colours", () => {
  it.each(themeIds)('%s: no frame rule or component token writes a record colour as a literal', (id) => {
    const record = new Set(
      Object.values(themeTokens(themes[id]))
        .filter((value) => /^#[0-9a-f]{6}$/i.test(value))
        .map(rgbOf),
    );
    const frame = readFileSync(new URL(`../${id}/frame.css`, import.meta.url), 'utf8');
    const shared = readFileSync(new URL('./frame.css', import.meta.url), 'utf8');
    const literals = literalColours(`${shared}\n${frame}\n${nativePaintTokens(id)}`);
    expect(literals.filter((colour) => record.has(colour))).toEqual([]);
  });

  it("mixes dark-brand's glows from its accent and brand colours", () => {
    const tokens = nativePaintTokens('dark-brand');
    for (const glow of ['--glow-header', '--glow-menu', '--glow-action', '--glow-cta', '--glow-hero', '--tint-selected']) {
      expect(tokens, glow).toMatch(new RegExp(`${glow}:[^;]*color-mix\\(in srgb, var\\(--color-(accent|brand-glow|brand-violet)\\)`));
    }
  });
});
