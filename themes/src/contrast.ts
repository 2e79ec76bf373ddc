/**
 * WCAG 2.x contrast, used by tests to hold every theme to AA. Kept in the package (not the test)
 * because the CMS can reuse it to warn editors about custom colours.
 * @example contrastRatio('#000000', '#FFFFFF') // 21
 */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** AA asks 4.5:1 for body text and 3:1 for large text and interface parts such as focus rings. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/**
 * Colour pairs a visitor actually reads, as token names: [foreground, background, minimum ratio].
 * The themes' test holds every shipped theme to them; the CMS warns an editor who breaks one.
 * @example contrastPairs.filter(([fg]) => fg === 'muted') // muted text on bg, surface, surface-raised
 */
export const contrastPairs: ReadonlyArray<readonly [string, string, number]> = [
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

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function parseHex(hex: string): [number, number, number] {
  let digits = hex.replace('#', '');
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}
