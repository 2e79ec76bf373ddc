/**
 * The chart's colours. A canvas cannot resolve CSS variables, so the panel reads each theme token
 * once at mount (through a probe element, which turns any CSS colour into the browser's computed
 * colour) and hands the canvas plain hex values; nothing here names a colour of its own.
 *
 * @example
 * const palette = paletteFromTokens((token) => readComputedColour(token));
 */
export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  /** The line and area styles' price line. */
  price: string;
  ema9: string;
  ma50: string;
  ma200: string;
  bands: string;
  rsi: string;
  macd: string;
  signal: string;
  /** Price markers, drawings and the measure tool. */
  marker: string;
}

/** The theme token each colour comes from: the market colours and the chart's indicator hues. */
export const PALETTE_TOKENS: Readonly<Record<keyof ChartPalette, string>> = {
  background: '--color-surface',
  text: '--color-text-muted',
  grid: '--color-border',
  up: '--color-up',
  down: '--color-down',
  price: '--color-link',
  ema9: '--chart-ema9',
  ma50: '--chart-ma50',
  ma200: '--chart-ma200',
  bands: '--chart-bands',
  rsi: '--chart-rsi',
  macd: '--chart-macd',
  signal: '--chart-signal',
  marker: '--color-accent',
};

const hex = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/**
 * A computed colour (the browser's functional red-green-blue notation, with or without alpha) as
 * six or eight hex digits, the form `withAlpha` takes; a colour in another notation is returned as it is.
 */
export function toHexColour(computed: string): string {
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(computed.trim())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some((part) => !Number.isFinite(part))) return computed.trim();
  const [r, g, b, a] = parts as [number, number, number, number | undefined];
  return `#${hex(r)}${hex(g)}${hex(b)}${a === undefined || a >= 1 ? '' : hex(a * 255)}`;
}

/** The palette from `read`, which answers a token's computed colour. */
export function paletteFromTokens(read: (token: string) => string): ChartPalette {
  const entries = Object.entries(PALETTE_TOKENS).map(([key, token]) => [key, toHexColour(read(token))]);
  return Object.fromEntries(entries) as unknown as ChartPalette;
}

/** A colour at the given opacity (the volume bars sit behind the candles). */
export function withAlpha(colour: string, alpha: number): string {
  const six = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  return six ? `#${six}${hex(alpha * 255)}` : colour;
}
