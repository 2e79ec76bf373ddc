/**
 * The chart's colours. Canvas cannot resolve CSS variables, so the controller reads the theme's
 * tokens once from the container's computed style; the fallbacks are the exchange theme's.
 *
 * @example
 * const palette: ChartPalette = { ...DEFAULT_PALETTE, up: '#26a69a' };
 */
export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  /** The line and area styles' price line. */
  price: string;
  ma50: string;
  ma200: string;
  bands: string;
  rsi: string;
  macd: string;
  signal: string;
  marker: string;
}

export const DEFAULT_PALETTE: ChartPalette = {
  background: '#181a20', text: '#b7bdc6', grid: '#2b3139', up: '#0ecb81', down: '#f6465d',
  price: '#5b9cf6', ma50: '#f0b90b', ma200: '#ec407a', bands: '#a66cff', rsi: '#e0e3eb', macd: '#1e90ff', signal: '#ff9800', marker: '#f0b90b',
};

const TOKENS: Partial<Record<keyof ChartPalette, string>> = {
  background: '--color-surface', text: '--color-text-muted', grid: '--color-border', up: '--color-up', down: '--color-down',
  ma50: '--color-primary', marker: '--color-primary',
};

/** The palette with every theme token that is set; `read` returns '' for an unset token. */
export function paletteFromTokens(read: (token: string) => string): ChartPalette {
  const palette = { ...DEFAULT_PALETTE };
  for (const [key, token] of Object.entries(TOKENS) as [keyof ChartPalette, string][]) {
    const value = read(token).trim();
    if (value) palette[key] = value;
  }
  return palette;
}

/** A colour at the given opacity (the volume bars sit behind the candles). */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  return `#${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;
}
