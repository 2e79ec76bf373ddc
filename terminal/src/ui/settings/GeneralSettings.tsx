import { useStore } from '@nanostores/react';
import { CABINET_LANGUAGES, clampVolume, COLOR_SCHEMES, CONVERSION_CURRENCIES, type CabinetSettings } from '../../domain/settings';
import { $settings, updateSettings } from '../../stores/settings';
import { input, label, panel } from '../account/styles';
import { type Catalogue } from '../../messages';

type Props = { t: Catalogue['settings']; onLanguage?: (language: CabinetSettings['language']) => void };

/** Spec "General": every control writes at once to this browser's settings (no Save button). */
export function GeneralSettings({ t, onLanguage }: Props) {
  const settings = useStore($settings);
  const save = (patch: Partial<CabinetSettings>) => updateSettings(patch, window.localStorage);
  return (
    <section style={panel} aria-labelledby="settings-general" data-testid="settings-general">
      <h2 id="settings-general" style={{ marginTop: 0 }}>{t.general}</h2>
      <p style={{ color: 'var(--color-muted, #a0a6b0)' }}>{t.savedLocally}</p>
      <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: 16 }}>
        <legend>{t.colorScheme}</legend>
        {COLOR_SCHEMES.map((scheme) => (
          <label key={scheme} style={{ display: 'flex', gap: 6 }}>
            <input type="radio" name="colorScheme" value={scheme} checked={settings.colorScheme === scheme} onChange={() => save({ colorScheme: scheme })} />
            {t[scheme]}
          </label>
        ))}
      </fieldset>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', marginTop: 12 }}>
        <label style={label}>
          {t.language}
          <select name="language" style={input} value={settings.language} onChange={(e) => {
            const language = e.target.value as CabinetSettings['language'];
            save({ language });
            onLanguage?.(language);
          }}>
            {CABINET_LANGUAGES.map((l) => <option key={l} value={l}>{t.languages[l]}</option>)}
          </select>
        </label>
        <label style={label}>
          {t.currency}
          <select name="conversionCurrency" style={input} value={settings.conversionCurrency} onChange={(e) => save({ conversionCurrency: e.target.value as CabinetSettings['conversionCurrency'] })}>
            {CONVERSION_CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginTop: 12 }}>
        <label style={{ display: 'flex', gap: 6 }}>
          <input type="checkbox" role="switch" name="sounds" checked={settings.sounds} onChange={(e) => save({ sounds: e.target.checked })} />
          {t.sounds}
        </label>
        <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          {t.volume}
          <input type="range" name="volume" min={0} max={100} step={1} value={settings.volume} disabled={!settings.sounds}
            onChange={(e) => save({ volume: clampVolume(e.target.value, settings.volume) })} />
          <output>{settings.volume}</output>
        </label>
        <label style={{ display: 'flex', gap: 6 }}>
          <input type="checkbox" role="switch" name="autoLogout" checked={settings.autoLogout} onChange={(e) => save({ autoLogout: e.target.checked })} />
          {t.autoLogout}
        </label>
      </div>
    </section>
  );
}
