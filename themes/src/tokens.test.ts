import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeIds, themes } from './index';
import { themeTokens } from './tokens';

/** CSS values compared as CSS reads them: hex colours without case, strings in either quote (the formatter writes #f0b90b and 'Segoe UI'). */
const cssValue = (value: string): string => value.replace(/#[0-9a-f]{3,8}\b/gi, (hex) => hex.toLowerCase()).replaceAll('"', "'");

function declaredTokens(themeId: string): Map<string, string> {
  const css = readFileSync(new URL(`./${themeId}/tokens.css`, import.meta.url), 'utf8');
  const block = css.match(new RegExp(`\\[data-theme='${themeId}'\\]\\s*\\{([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
  const tokens = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+):\s*([^;]+);/g)) tokens.set(match[1]!, cssValue(match[2]!.trim()));
  return tokens;
}

describe('CSS tokens', () => {
  it.each(themeIds)('%s tokens.css declares exactly the values of its record', (id) => {
    const declared = declaredTokens(id);
    for (const [name, value] of Object.entries(themeTokens(themes[id]))) {
      expect({ name, value: declared.get(name) }).toEqual({ name, value: cssValue(value) });
    }
  });

  it.each(themeIds)('%s declares the tokens shared components read', (id) => {
    const declared = declaredTokens(id);
    const needed = [
      '--color-bg',
      '--color-surface',
      '--color-text',
      '--color-muted',
      '--color-accent',
      '--color-accent-text',
      '--color-border',
      '--color-focus',
      '--color-warning',
      '--font-primary',
      '--font-mono',
      '--font-heading',
      '--radius',
      '--radius-button',
      '--radius-card',
      '--space-gutter',
      '--space-section',
      '--space-content',
      '--page-bg',
      '--card-bg',
      '--card-border',
      '--card-shadow',
      '--card-padding',
      '--features-min',
      '--features-index',
      '--stat-color',
      '--section-align',
      '--heading-weight',
      '--heading-tracking',
      '--button-padding',
      '--button-weight',
      '--link-decoration',
    ];
    expect(needed.filter((token) => !declared.has(token))).toEqual([]);
  });

  it('flattens a nested colour group into one token per colour', () => {
    const tokens = themeTokens({ ...themes.exchange, colors: { background: { primary: '#000000' } } });
    expect(tokens['--color-background-primary']).toBe('#000000');
  });
});
