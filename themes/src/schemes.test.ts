import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeIds } from './index';
import { alternateScheme, nativeScheme, schemeColours } from './schemes';

/** CSS values compared as CSS reads them: hex colours without case, strings in either quote (the formatter writes #f0b90b and 'Segoe UI'). */
const cssValue = (value: string): string => value.replace(/#[0-9a-f]{3,8}\b/gi, (hex) => hex.toLowerCase()).replaceAll('"', "'");

/** The custom properties of one rule of a theme's tokens.css, by its exact selector. */
function declared(themeId: string, selector: string): Map<string, string> {
  const css = readFileSync(new URL(`./${themeId}/tokens.css`, import.meta.url), 'utf8');
  const escaped = selector.replace(/[[\]]/g, '\\$&');
  const block = css.match(new RegExp(`(?:^|\\n)${escaped}\\s*\\{([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, cssValue(m[2]!.trim())]));
}

describe('colour schemes', () => {
  it.each(themeIds)('%s declares its other scheme under [data-scheme], exactly the values of schemes.ts', (id) => {
    const scheme = alternateScheme(id);
    const block = declared(id, `[data-theme='${id}'][data-scheme='${scheme}']`);
    const colours = schemeColours(id, scheme);
    expect(Object.keys(colours).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(colours)) {
      expect({ name, value: block.get(`--color-${name}`) }).toEqual({ name, value: cssValue(value) });
    }
  });

  it.each(themeIds)('%s gives its other scheme every colour its native scheme has, and declares the native extras', (id) => {
    const native = schemeColours(id, nativeScheme[id]);
    expect(Object.keys(schemeColours(id, alternateScheme(id))).sort()).toEqual(Object.keys(native).sort());
    expect(declared(id, `[data-theme='${id}']`).get('--color-on-market')).toBe(cssValue(native['on-market']!));
  });

  it('keeps both schemes of a theme distinct', () => {
    for (const id of themeIds) expect(schemeColours(id, 'light').bg).not.toBe(schemeColours(id, 'dark').bg);
  });
});
