/**
 * @bourse/themes: the theme records, their schema and the language list. Pure TypeScript on
 * purpose: the CMS (Next.js) and the CLI (tsx) import this entry, so it must never pull in an
 * `.astro` file. Astro components are behind `@bourse/themes/layouts`.
 */
import { darkBrandTheme } from './dark-brand/theme';
import { exchangeTheme } from './exchange/theme';
import { themeIdSchema, type ThemeConfig, type ThemeId } from './schema';
import { simpleTheme } from './simple/theme';

export * from './schema';
export * from './locales';
export * from './types';
export * from './chrome';
export { themeTokens, themeColour } from './tokens';
export { contrastRatio, contrastPairs, AA_TEXT, AA_LARGE } from './contrast';
export { COLOUR_SCHEMES, nativeScheme, alternateScheme, schemeColours, type ColourScheme } from './schemes';
export { contentPages, marketingPages, type ContentPage } from './pages';
export { PRESET_IDS, presetColours, isPresetId, type PresetId, type PresetColours } from './presets';
export { exchangeTheme, darkBrandTheme, simpleTheme };

/** Every theme id, in the order an operator sees them listed. */
export const themeIds: readonly ThemeId[] = themeIdSchema.options;

/**
 * Theme id -> record. The CMS seeds its themes collection from these values.
 * @example themes['dark-brand'].displayName // 'Dark brand'
 */
export const themes: Readonly<Record<ThemeId, ThemeConfig>> = {
  exchange: exchangeTheme,
  'dark-brand': darkBrandTheme,
  simple: simpleTheme,
};

/** The theme used when a site names no theme or a theme fails to load. */
export const defaultThemeId: ThemeId = 'exchange';

export function isThemeId(value: unknown): value is ThemeId {
  return themeIdSchema.safeParse(value).success;
}
