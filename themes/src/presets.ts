import type { ColourScheme } from './schemes';

/**
 * The cabinet's colour presets (the trader's choice in the general settings, kept on the account):
 * `default` is the theme's own brand colour; the others swap the brand colours — primary buttons,
 * accent, hover, links and the focus ring — for a blue, green or purple family, one per colour
 * scheme. Background, surfaces, text, borders and the market's up and down colours stay the theme's,
 * so every pair the themes are held to keeps its contrast (tested with each theme and scheme).
 * `presets.css` declares these values under `html[data-preset][data-scheme]`: tested equal.
 * @example presetColours('blue', 'light')?.accent // '#0369A1'
 */
export const PRESET_IDS = ['default', 'blue', 'green', 'purple'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** The tokens a preset replaces, by suffix (`--color-<name>`). */
export type PresetColours = { accent: string; 'accent-hover': string; 'accent-text': string; link: string; focus: string };

const families: Record<Exclude<PresetId, 'default'>, Record<ColourScheme, PresetColours>> = {
  blue: {
    dark: { accent: '#38BDF8', 'accent-hover': '#7DD3FC', 'accent-text': '#0B0E11', link: '#7DD3FC', focus: '#7DD3FC' },
    light: { accent: '#0369A1', 'accent-hover': '#075985', 'accent-text': '#FFFFFF', link: '#0369A1', focus: '#0369A1' },
  },
  green: {
    dark: { accent: '#10B981', 'accent-hover': '#34D399', 'accent-text': '#0B0E11', link: '#34D399', focus: '#34D399' },
    light: { accent: '#047857', 'accent-hover': '#065F46', 'accent-text': '#FFFFFF', link: '#047857', focus: '#047857' },
  },
  purple: {
    dark: { accent: '#A78BFA', 'accent-hover': '#C4B5FD', 'accent-text': '#0B0E11', link: '#C4B5FD', focus: '#C4B5FD' },
    light: { accent: '#6D28D9', 'accent-hover': '#5B21B6', 'accent-text': '#FFFFFF', link: '#6D28D9', focus: '#6D28D9' },
  },
};

/** The colours a preset puts over the theme in one scheme; null for `default` (the theme's own). */
export function presetColours(id: PresetId, scheme: ColourScheme): PresetColours | null {
  return id === 'default' ? null : { ...families[id][scheme] };
}

export const isPresetId = (value: unknown): value is PresetId => PRESET_IDS.includes(value as PresetId);
