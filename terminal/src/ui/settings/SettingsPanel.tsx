import { useEffect, useState } from 'react';
import { applyColorScheme, loadSettings } from '../../stores/settings';
import { button, panel } from '../account/styles';
import { ProfilePanel } from '../profile/ProfilePanel';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { GeneralSettings } from './GeneralSettings';
import { settingsTexts, type SettingsTexts } from './settings-texts';

export const SETTINGS_SECTIONS = ['personal', 'general', 'trading', 'chart', 'notifications', 'security', 'feedback', 'email'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export type SettingsPanelProps = { locale: string; section: SettingsSection; supportHref?: string };

/** The settings page's island: loads this browser's settings, keeps the root class in step, shows one section. */
export function SettingsPanel({ locale, section, supportHref = '/cabinet/support' }: SettingsPanelProps) {
  const t = settingsTexts(locale);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    loadSettings(window.localStorage);
    setReady(true);
    return applyColorScheme(document.documentElement, window.matchMedia('(prefers-color-scheme: dark)'));
  }, []);
  if (!ready) return null;
  if (section === 'personal') return <ProfilePanel locale={locale} section="personal" />;
  if (section === 'general') {
    return <GeneralSettings t={t} onLanguage={(l) => l !== 'zh' && window.location.assign(`${l === 'en' ? '' : `/${l}`}/cabinet/settings/general`)} />;
  }
  if (section === 'security') return <SecuritySettings t={t} />;
  if (section === 'feedback' || section === 'email') {
    return <section style={panel}><a href={supportHref}>{locale === 'ru' ? 'Перейти в поддержку' : 'Go to support'} →</a></section>;
  }
  return (
    <section style={panel} data-testid={`settings-${section}`}>
      <p role="note"><strong>{section === 'chart' ? t.notPersisted : t.notSaved}</strong></p>
    </section>
  );
}

function SecuritySettings({ t }: { t: SettingsTexts }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section style={panel} aria-labelledby="settings-security" data-testid="settings-security">
      <h2 id="settings-security" style={{ marginTop: 0 }}>{t.security}</h2>
      <button type="button" style={button} onClick={() => { setDone(false); setOpen(true); }}>{t.changePassword}</button>
      {done && <p role="status" data-testid="password-changed">{t.passwordChanged}</p>}
      {open && <ChangePasswordDialog t={t} onClose={(changed) => { setOpen(false); setDone(changed); }} />}
    </section>
  );
}
