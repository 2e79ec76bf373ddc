import { LANGUAGES, MESSAGE_LOCALES } from '@bourse/i18n/languages';
import * as z from 'zod/mini';
import { AUTO_LOGOUT_MINUTES } from '../../session/model/session';

/**
 * The cabinet's general settings (the "General" settings page): colour scheme, language,
 * extra conversion currency, sounds with a 0-100 volume (default 50), auto-logout. The scheme starts
 * dark, as trading screens are usually read (long hours, coloured figures on a dark ground); 'system'
 * follows the browser. Kept in this
 * browser only; the same schema checks what is read back from storage.
 * @example cabinetSettingsSchema.parse({}).volume // 50
 */
export const COLOR_SCHEMES = ['system', 'dark', 'light'] as const;
/**
 * The cabinet's languages (every language of the product, @bourse/i18n): the four the site's pages
 * are served in (`/ru/cabinet/…`), where a choice moves to that address, and Chinese, which has no
 * addresses yet: the saved choice turns the account islands (orders, wallet, verification) Chinese
 * on any page.
 */
export const CABINET_LANGUAGES = MESSAGE_LOCALES;
export type CabinetLanguage = (typeof CABINET_LANGUAGES)[number];
/** The cabinet languages without pages of their own. */
export const UNSERVED_CABINET_LANGUAGES: readonly CabinetLanguage[] = LANGUAGES.filter((language) => !language.site).map(
  (language) => language.code,
);
/**
 * Where choosing a language takes the settings page: its address in that language, or nowhere
 * (null) for a language without pages.
 * @example cabinetLanguageHref('de', '/cabinet/settings/general') // '/de/cabinet/settings/general'
 * @example cabinetLanguageHref('zh', '/cabinet/settings/general') // null
 */
export function cabinetLanguageHref(language: CabinetLanguage, cabinetPath: string): string | null {
  if (UNSERVED_CABINET_LANGUAGES.includes(language)) return null;
  return language === 'en' ? cabinetPath : `/${language}${cabinetPath}`;
}
/**
 * The language the account islands speak: the page's, unless the trader saved one the pages are
 * not served in (a saved ru on an English address is the site header's choice, and the address wins,
 * so one page never mixes two languages).
 * @example islandLanguage('ru', 'en') // 'ru'
 * @example islandLanguage('ru', 'zh') // 'zh'
 */
export function islandLanguage(pageLocale: string, saved: string | null): string {
  return UNSERVED_CABINET_LANGUAGES.includes(saved as CabinetLanguage) ? (saved as string) : pageLocale;
}
export const CONVERSION_CURRENCIES = ['RUB', 'USD', 'EUR'] as const;

/**
 * The cabinet's colour presets: the theme's own brand colour or a blue, green or purple one for
 * buttons, accent, links and focus (the colours are the themes package's `presetColours`; a site
 * test holds the two lists equal). Unlike the settings above, the preset is kept on the trader's
 * account (`settings.colorPreset`), so the server draws every cabinet page in it from the first byte.
 * @example isColourPreset('blue') // true
 */
export const COLOUR_PRESETS = ['default', 'blue', 'green', 'purple'] as const;
export type ColourPreset = (typeof COLOUR_PRESETS)[number];
export const isColourPreset = (value: unknown): value is ColourPreset => COLOUR_PRESETS.includes(value as ColourPreset);
/** The key of the account's free-form settings record that holds the preset. */
export const COLOUR_PRESET_SETTING = 'colorPreset';

export const cabinetSettingsSchema = z.object({
  colorScheme: z._default(z.enum(COLOR_SCHEMES), 'dark'),
  language: z._default(z.enum(CABINET_LANGUAGES), 'en'),
  conversionCurrency: z._default(z.enum(CONVERSION_CURRENCIES), 'USD'),
  sounds: z._default(z.boolean(), true),
  volume: z._default(z.int().check(z.gte(0), z.lte(100)), 50),
  autoLogout: z._default(z.boolean(), false),
  /** The idle time after which auto-logout (when on) ends the session. */
  autoLogoutMinutes: z._default(z.union(AUTO_LOGOUT_MINUTES.map((m) => z.literal(m))), 15),
});
export type CabinetSettings = z.infer<typeof cabinetSettingsSchema>;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const defaultCabinetSettings = (): CabinetSettings => cabinetSettingsSchema.parse({});

/**
 * The idle time in milliseconds, or null while auto-logout is off. `minuteMs` is one minute's
 * length (tests shorten it).
 * @example autoLogoutMs({ ...defaultCabinetSettings(), autoLogout: true }, 60_000) // 900000
 */
export const autoLogoutMs = (settings: CabinetSettings, minuteMs: number): number | null =>
  settings.autoLogout ? settings.autoLogoutMinutes * minuteMs : null;

/** 'system' follows the browser's dark preference. */
export function resolveColorScheme(choice: ColorScheme, prefersDark: boolean): 'dark' | 'light' {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/** A slider or typed value brought into 0-100 in whole steps; anything unreadable keeps the old one. */
export function clampVolume(value: unknown, previous: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : previous;
}

export type PasswordErrorCode = 'PASSWORDS_DIFFER' | 'PASSWORD_TOO_SHORT' | 'REQUIRED';
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Only match and minimum length are checked (the help text asks for more). Length
 * comes first, since a short password fails however well it is repeated.
 * @example checkPasswordChange({ current: 'x', next: 'short', confirm: 'short' }) // 'PASSWORD_TOO_SHORT'
 */
export function checkPasswordChange(input: { current: string; next: string; confirm: string }): PasswordErrorCode | null {
  if (!input.current || !input.next || !input.confirm) return 'REQUIRED';
  if (input.next.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (input.next !== input.confirm) return 'PASSWORDS_DIFFER';
  return null;
}
