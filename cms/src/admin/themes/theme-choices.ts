import '../zod-jitless'; // before @bourse/themes creates its schemas
import { themeColour, themeIds, themes } from '@bourse/themes';

export type ThemeChoice = { id: string; name: string; description: string; swatches: string[] };

/** The colours a theme's swatch shows: its ground, surface, accent and text. */
export const SWATCH_TOKENS = ['bg', 'surface', 'accent', 'text'] as const;

/**
 * Every theme as the site record's picker shows it: its name, what it looks like in words and a
 * swatch of its shipped colours (the picker overlays the colours edited in the admin).
 * @example themeChoices()[0] // { id: 'exchange', name: 'Exchange', description: 'Dense dark …', swatches: ['#0B0E11', …] }
 */
export function themeChoices(): ThemeChoice[] {
  return themeIds.map((id) => ({
    id,
    name: themes[id].displayName,
    description: themes[id].description ?? '',
    swatches: SWATCH_TOKENS.map((token) => themeColour(themes[id], token) ?? '#000000'),
  }));
}
