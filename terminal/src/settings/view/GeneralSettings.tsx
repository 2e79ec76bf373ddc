import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  CABINET_LANGUAGES,
  clampVolume,
  COLOR_SCHEMES,
  COLOUR_PRESETS,
  CONVERSION_CURRENCIES,
  type CabinetSettings,
  type ColourPreset,
  islandLanguage,
} from '../model/settings';
import { AUTO_LOGOUT_MINUTES, type AutoLogoutMinutes } from '../../session/model/session';
import { $colourPreset, $settings, chooseColourPreset, readColourPreset, updateSettings, type PresetSaveResult } from '../store/settings';
import { fill, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

type Props = {
  t: Catalogue['settings'];
  /** The language the page is in: the choice shown, unless the trader saved one without pages. */
  pageLocale?: string;
  onLanguage?: (language: CabinetSettings['language']) => void;
};

type PresetState = 'idle' | 'saving' | PresetSaveResult;

/**
 * The "General" section: every control writes at once (no Save button): the colour preset to the
 * trader's account, everything else to this browser's settings.
 */
export function GeneralSettings({ t, pageLocale, onLanguage }: Props) {
  const settings = useStore($settings);
  const preset = useStore($colourPreset);
  const [presetState, setPresetState] = useState<PresetState>('idle');
  const save = (patch: Partial<CabinetSettings>) => updateSettings(patch, window.localStorage);
  useEffect(() => {
    readColourPreset(document.documentElement);
  }, []);
  const choosePreset = async (next: ColourPreset) => {
    setPresetState('saving');
    setPresetState(await chooseColourPreset(next));
  };
  const presetNote = {
    idle: t.presetKept,
    saving: t.presetSaving,
    saved: t.presetSaved,
    unavailable: t.presetUnavailable,
    refused: t.presetRefused,
  }[presetState];
  return (
    <section className="ui-panel" aria-labelledby="settings-general" data-testid="settings-general">
      <h2 id="settings-general" className="settings-heading">
        {t.general}
      </h2>
      <p className="settings-muted">{t.savedLocally}</p>
      <fieldset className="settings-schemes">
        <legend>{t.colorScheme}</legend>
        {COLOR_SCHEMES.map((scheme) => (
          <label key={scheme} className="settings-inline">
            <input
              type="radio"
              name="colorScheme"
              value={scheme}
              checked={settings.colorScheme === scheme}
              onChange={() => save({ colorScheme: scheme })}
            />
            {t[scheme]}
          </label>
        ))}
      </fieldset>
      <fieldset className="settings-presets" disabled={presetState === 'saving'} aria-describedby="settings-preset-note">
        <legend>{t.colourPreset}</legend>
        {COLOUR_PRESETS.map((id) => (
          <label key={id} className="settings-preset">
            <input type="radio" name="colorPreset" value={id} checked={preset === id} onChange={() => void choosePreset(id)} />
            <span className="settings-swatch" data-swatch={id} aria-hidden="true" />
            {t.presets[id]}
          </label>
        ))}
      </fieldset>
      <p
        id="settings-preset-note"
        className={presetState === 'unavailable' || presetState === 'refused' ? 'settings-muted settings-error' : 'settings-muted'}
        role="status"
        data-testid="preset-note"
      >
        {presetNote}
      </p>
      <div className="settings-grid">
        <label className="ui-label">
          {t.language}
          <select
            name="language"
            className="ui-input"
            value={pageLocale ? islandLanguage(pageLocale, settings.language) : settings.language}
            onChange={(e) => {
              const language = e.target.value as CabinetSettings['language'];
              save({ language });
              onLanguage?.(language);
            }}
          >
            {CABINET_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t.languages[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="ui-label">
          {t.currency}
          <select
            name="conversionCurrency"
            className="ui-input"
            value={settings.conversionCurrency}
            onChange={(e) => save({ conversionCurrency: e.target.value as CabinetSettings['conversionCurrency'] })}
          >
            {CONVERSION_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="settings-row">
        <label className="settings-inline">
          <input
            type="checkbox"
            role="switch"
            name="sounds"
            checked={settings.sounds}
            onChange={(e) => save({ sounds: e.target.checked })}
          />
          {t.sounds}
        </label>
        <label className="settings-inline settings-inline--center">
          {t.volume}
          <input
            type="range"
            name="volume"
            min={0}
            max={100}
            step={1}
            value={settings.volume}
            disabled={!settings.sounds}
            onChange={(e) => save({ volume: clampVolume(e.target.value, settings.volume) })}
          />
          <output>{settings.volume}</output>
        </label>
        <label className="settings-inline">
          <input
            type="checkbox"
            role="switch"
            name="autoLogout"
            checked={settings.autoLogout}
            onChange={(e) => save({ autoLogout: e.target.checked })}
          />
          {t.autoLogout}
        </label>
        <label className="settings-inline settings-inline--center">
          {t.autoLogoutAfter}
          <select
            name="autoLogoutMinutes"
            className="ui-input"
            value={settings.autoLogoutMinutes}
            disabled={!settings.autoLogout}
            onChange={(e) => save({ autoLogoutMinutes: Number(e.target.value) as AutoLogoutMinutes })}
          >
            {AUTO_LOGOUT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {fill(t.autoLogoutMinutes, { minutes: m }, 'en')}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
