import { darkBrandTheme } from './dark-brand/theme';
import { exchangeTheme } from './exchange/theme';
import type { ThemeConfig, ThemeId } from './schema';
import { simpleTheme } from './simple/theme';
import { themeTokens } from './tokens';

const records: Record<ThemeId, ThemeConfig> = { exchange: exchangeTheme, 'dark-brand': darkBrandTheme, simple: simpleTheme };

/**
 * The cabinet's two colour schemes. Each theme's record is drawn in one of them (its native scheme);
 * the other is the set below, which the theme's `tokens.css` declares under
 * `[data-theme='<id>'][data-scheme='<scheme>']` (a test holds the two together). The cabinet puts
 * the trader's choice on `<html data-scheme>`; the public site always shows the native scheme.
 * @example schemeColours('exchange', 'light').bg // '#FFFFFF'
 */
export const COLOUR_SCHEMES = ['dark', 'light'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

export const nativeScheme: Record<ThemeId, ColourScheme> = { exchange: 'dark', 'dark-brand': 'dark', simple: 'light' };

/**
 * Text on a buy (up) or sell (down) fill, which the record does not name: dark on the bright market
 * colours of a dark scheme, white on the deeper ones a light scheme needs for its text.
 */
const nativeOnMarket: Record<ThemeId, string> = { exchange: '#0B0E11', 'dark-brand': '#0B0E11', simple: '#FFFFFF' };

/**
 * Each theme's other scheme: the same colour names as its record, chosen for the same contrast
 * (text AA on every surface; the accent stays the brand's fill, and text that must read as accent
 * uses `link`, which is dark enough on a light ground).
 */
const alternates: Record<ThemeId, Record<string, string>> = {
  exchange: {
    bg: '#FFFFFF',
    surface: '#F5F5F5',
    'surface-raised': '#FFFFFF',
    text: '#1E2329',
    muted: '#5E6673',
    accent: '#F0B90B',
    'accent-hover': '#FCD535',
    'accent-text': '#1E2329',
    link: '#8D6708',
    border: '#DADDE1',
    warning: '#9A5B00',
    focus: '#A87A00',
    'market-up': '#027A4E',
    'market-down': '#C8283F',
    'on-market': '#FFFFFF',
  },
  'dark-brand': {
    bg: '#F6F5FF',
    surface: '#FFFFFF',
    'surface-raised': '#EEECFB',
    text: '#17143A',
    muted: '#4E4885',
    accent: '#0F766E',
    'accent-hover': '#115E59',
    'accent-text': '#FFFFFF',
    link: '#0F6F68',
    border: '#D6D2F2',
    warning: '#A14A06',
    focus: '#6D28D9',
    'brand-violet': '#7C3AED',
    'brand-indigo': '#C7D2FE',
    'brand-glow': '#8B5CF6',
    'market-up': '#047857',
    'market-down': '#BE123C',
    'on-market': '#FFFFFF',
  },
  simple: {
    bg: '#161514',
    surface: '#1F1E1C',
    'surface-raised': '#292825',
    text: '#F2F0EB',
    muted: '#ABA79E',
    accent: '#60A5FA',
    'accent-hover': '#93C5FD',
    'accent-text': '#0B1220',
    link: '#93C5FD',
    border: '#3A3834',
    warning: '#FBBF24',
    focus: '#93C5FD',
    'market-up': '#4ADE80',
    'market-down': '#F87171',
    'on-market': '#0B0E11',
  },
};

/** The scheme a theme does not draw natively, whose set `tokens.css` declares under `[data-scheme]`. */
export const alternateScheme = (id: ThemeId): ColourScheme => (nativeScheme[id] === 'dark' ? 'light' : 'dark');

/**
 * Every colour token of a theme in one scheme, by suffix (`bg`, `market-up`, `on-market`).
 * @example schemeColours('simple', 'light')['on-market'] // '#FFFFFF'
 */
export function schemeColours(id: ThemeId, scheme: ColourScheme): Record<string, string> {
  if (scheme !== nativeScheme[id]) return { ...alternates[id] };
  const colours: Record<string, string> = { 'on-market': nativeOnMarket[id] };
  for (const [name, value] of Object.entries(themeTokens(records[id]))) {
    if (name.startsWith('--color-')) colours[name.slice('--color-'.length)] = value;
  }
  return colours;
}
