import '../../../admin/zod-jitless'; // before @bourse/themes creates its schemas
import { contrastPairs, contrastRatio } from '@bourse/themes';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export type ContrastWarning = { foreground: string; background: string; ratio: number; minimum: number };

/**
 * Every readable pair this colour takes part in (as text or as the background behind it) whose
 * contrast falls below WCAG AA, given the record's other colours. Unknown or unfinished colours
 * (a hex still being typed) are skipped: the warning follows what the site would render.
 * @example contrastWarnings('muted', '#222222', { bg: '#000000', surface: '#111111' }) // muted on bg 1.3:1 < 4.5, muted on surface …
 */
export function contrastWarnings(token: string, value: string, colours: Readonly<Record<string, string>>): ContrastWarning[] {
  if (!HEX.test(value)) return [];
  const palette = { ...colours, [token]: value };
  const warnings: ContrastWarning[] = [];
  for (const [foreground, background, minimum] of contrastPairs) {
    if (foreground !== token && background !== token) continue;
    const fg = palette[foreground];
    const bg = palette[background];
    if (!fg || !bg || !HEX.test(fg) || !HEX.test(bg)) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < minimum) warnings.push({ foreground, background, ratio: Math.floor(ratio * 100) / 100, minimum });
  }
  return warnings;
}
