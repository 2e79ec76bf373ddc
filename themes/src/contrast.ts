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
