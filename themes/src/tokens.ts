import type { ColourValue, ThemeConfig } from './schema';

/**
 * CSS custom properties a theme record stands for. Each theme's `tokens.css` must declare these
 * exact values (a test holds them together), so the record the CMS stores and the look the site
 * renders cannot drift apart.
 * @example themeTokens(exchange)['--color-accent'] // '#F0B90B'
 */
export function themeTokens(config: ThemeConfig): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.colors)) {
    for (const [suffix, colour] of colourEntries(name, value)) tokens[`--color-${suffix}`] = colour;
  }
  tokens['--font-primary'] = config.fonts.primary;
  tokens['--font-mono'] = config.fonts.mono;
  for (const [name, value] of Object.entries(config.borderRadius ?? {})) {
    // `base` is the everyday radius, so it gets the short name every component reaches for.
    tokens[name === 'base' ? '--radius' : `--radius-${name}`] = value;
  }
  for (const [name, value] of Object.entries(config.spacing ?? {})) tokens[`--space-${name}`] = value;
  return tokens;
}

function colourEntries(name: string, value: ColourValue): Array<[string, string]> {
  if (typeof value === 'string') return [[name, value]];
  return Object.entries(value).map(([inner, colour]) => [`${name}-${inner}`, colour]);
}

/** Reads one colour out of a record by token suffix (`'accent'`, `'market-up'`). */
export function themeColour(config: ThemeConfig, suffix: string): string | undefined {
  return themeTokens(config)[`--color-${suffix}`];
}
