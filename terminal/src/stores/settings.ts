import { atom } from 'nanostores';
import { cabinetSettingsSchema, defaultCabinetSettings, resolveColorScheme, type CabinetSettings } from '../domain/settings';
import { readKey, writeKey, type KeySpec, type StorageLike } from './persistence';

/**
 * The cabinet's general settings, kept in this browser under `cabinetSettings` (no other client
 * reads them) and, for the language, also under the shared `language` key the site reads too.
 * @example
 * loadSettings(localStorage);
 * updateSettings({ colorScheme: 'dark' }, localStorage); // <html data-scheme="dark" class="theme-dark">
 */
export const SETTINGS_KEY: KeySpec<CabinetSettings> = {
  key: 'cabinetSettings',
  schema: cabinetSettingsSchema,
  fallback: defaultCabinetSettings,
};
export const LANGUAGE_KEY = 'language';

export const $settings = atom<CabinetSettings>(defaultCabinetSettings());

export function loadSettings(storage: StorageLike): CabinetSettings {
  const settings = readKey(storage, SETTINGS_KEY);
  $settings.set(settings);
  return settings;
}

export function updateSettings(patch: Partial<CabinetSettings>, storage: StorageLike): CabinetSettings {
  const next = cabinetSettingsSchema.parse({ ...$settings.get(), ...patch });
  writeKey(storage, SETTINGS_KEY, next);
  if (patch.language) storage.setItem(LANGUAGE_KEY, patch.language);
  $settings.set(next);
  return next;
}

type Root = { classList: Pick<DOMTokenList, 'add' | 'remove'>; setAttribute: (name: string, value: string) => void };
type DarkQuery = {
  matches: boolean;
  addEventListener: (type: 'change', fn: () => void) => void;
  removeEventListener: (type: 'change', fn: () => void) => void;
};

/**
 * Keeps the document root in step with the setting, and with the browser's preference while the
 * choice is 'system': `data-scheme="dark|light"`, which the themes' token files key their two
 * colour sets on, and the `theme-dark` / `theme-light` class the settings have always set (scripts
 * and tests may read either). Returns the cleanup.
 */
export function applyColorScheme(root: Root, darkQuery: DarkQuery): () => void {
  const apply = () => {
    const scheme = resolveColorScheme($settings.get().colorScheme, darkQuery.matches);
    root.classList.remove(scheme === 'dark' ? 'theme-light' : 'theme-dark');
    root.classList.add(`theme-${scheme}`);
    root.setAttribute('data-scheme', scheme);
  };
  apply();
  const unsubscribe = $settings.listen(apply);
  darkQuery.addEventListener('change', apply);
  return () => {
    unsubscribe();
    darkQuery.removeEventListener('change', apply);
  };
}
