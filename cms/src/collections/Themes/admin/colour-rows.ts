import type { ContrastWarning } from './contrast-warnings';

type FormFields = Record<string, { value?: unknown } | undefined>;

/**
 * One colour list of the theme as the form holds it now (`<list>.<n>.token` / `<list>.<n>.value`),
 * by token: `colors` (the theme's own scheme) or `schemeColors` (the cabinet's other scheme).
 */
export function colourRows(fields: FormFields, list = 'colors'): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const [path, state] of Object.entries(fields)) {
    const match = new RegExp(`^${list}\\.(\\d+)\\.token$`).exec(path);
    const value = match ? fields[`${list}.${match[1]}.value`]?.value : undefined;
    if (match && typeof state?.value === 'string' && typeof value === 'string') colours[state.value] = value;
  }
  return colours;
}

/** One warning as the editor reads it, e.g. "muted on bg: 2.1:1, below the 4.5:1 WCAG AA asks for text". */
export function formatWarning({ foreground, background, ratio, minimum }: ContrastWarning): string {
  const what = minimum >= 4.5 ? 'text' : 'large text and controls';
  return `Low contrast: ${foreground} on ${background} is ${ratio.toFixed(2)}:1, below the ${minimum}:1 WCAG AA asks for ${what}.`;
}
