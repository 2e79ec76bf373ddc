import { atom } from 'nanostores';
import { mergeSettings } from '../../profile/model/profile-form-settings';
import {
  cabinetSettingsSchema,
  COLOUR_PRESET_SETTING,
  defaultCabinetSettings,
  isColourPreset,
  resolveColorScheme,
  type CabinetSettings,
  type ColourPreset,
} from '../model/settings';
import { readKey, writeKey, type KeySpec, type StorageLike } from '../../shared/store/persistence';
import { loadProfile, saveProfile } from '../../profile/store/profile-api';

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

type PresetRoot = {
  getAttribute: (name: string) => string | null;
  setAttribute: (name: string, value: string) => void;
  removeAttribute: (name: string) => void;
};

/**
 * The cabinet's colour preset, kept on the trader's account. The server draws each cabinet page with
 * `<html data-preset>` from the session's user (the themes' `presets.css` keys on it), so this
 * store starts from that attribute and puts a new choice there at once.
 */
export const $colourPreset = atom<ColourPreset>('default');

export function readColourPreset(root: Pick<PresetRoot, 'getAttribute'>): ColourPreset {
  const shown = root.getAttribute('data-preset');
  const preset = isColourPreset(shown) ? shown : 'default';
  $colourPreset.set(preset);
  return preset;
}

function showColourPreset(root: PresetRoot, preset: ColourPreset) {
  if (preset === 'default') root.removeAttribute('data-preset');
  else root.setAttribute('data-preset', preset);
  $colourPreset.set(preset);
}

export type PresetSaveResult = 'saved' | 'unavailable' | 'refused';
type PresetDeps = { root: PresetRoot; load: typeof loadProfile; save: typeof saveProfile };
const browserPresetDeps = (): PresetDeps => ({ root: document.documentElement, load: () => loadProfile(), save: (c) => saveProfile(c) });

/**
 * Shows the preset at once and keeps it on the account: the account's other settings are read
 * first and sent back with it (the server replaces the record). When the save fails the page
 * goes back to the preset the account still holds, so what is shown is always what is kept.
 */
export async function chooseColourPreset(preset: ColourPreset, deps: PresetDeps = browserPresetDeps()): Promise<PresetSaveResult> {
  const kept = $colourPreset.get();
  showColourPreset(deps.root, preset);
  const current = await deps.load();
  const saved = current.ok
    ? await deps.save({ settings: mergeSettings(current.profile.settings, { [COLOUR_PRESET_SETTING]: preset }) })
    : ({ ok: false, reason: 'unavailable' } as const);
  if (saved.ok) {
    showColourPreset(deps.root, saved.profile.colorPreset);
    return 'saved';
  }
  showColourPreset(deps.root, kept);
  return saved.reason === 'invalid' ? 'refused' : 'unavailable';
}
