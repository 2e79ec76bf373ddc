import { useEffect, useState, type ReactNode } from 'react';
import { cabinetLanguageHref } from '../model/settings';
import { applyColorScheme, loadSettings, readColourPreset } from '../store/settings';
import { ProfilePanel } from '../../profile/view/ProfilePanel';
import { CallbackForm } from '../../support/view/CallbackForm';
import { SupportEmailForm } from '../../support/view/SupportEmailForm';
import { ChartSettings } from './ChartSettings';
import { GeneralSettings } from './GeneralSettings';
import { NotificationSettings } from './NotificationSettings';
import { SecuritySettings } from './SecuritySettings';
import { TradingSettings } from './TradingSettings';
import { PaperTradingSettings } from './PaperTradingSettings';
import { type Catalogue, messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

export const SETTINGS_SECTIONS = ['personal', 'general', 'trading', 'chart', 'notifications', 'security', 'feedback', 'email'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export type SettingsPanelProps = { locale: string; section: SettingsSection; supportHref?: string };

/** The settings page's island: loads this browser's settings, keeps the root class in step, shows one section. */
export function SettingsPanel({ locale, section, supportHref = '/cabinet/support' }: SettingsPanelProps) {
  const t = messagesFor(locale).settings;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    loadSettings(window.localStorage);
    // The preset the server drew the page in, so the first render of the choices already shows it.
    readColourPreset(document.documentElement);
    setReady(true);
    return applyColorScheme(document.documentElement, window.matchMedia('(prefers-color-scheme: dark)'));
  }, []);
  if (!ready) return null;
  switch (section) {
    case 'personal':
      return <ProfilePanel locale={locale} section="personal" />;
    case 'general':
      return (
        <GeneralSettings
          t={t}
          pageLocale={locale}
          onLanguage={(language) => {
            const href = cabinetLanguageHref(language, '/cabinet/settings/general');
            if (href) window.location.assign(href);
          }}
        />
      );
    case 'trading':
      return (
        <>
          <PaperTradingSettings locale={locale} />
          <TradingSettings locale={locale} />
        </>
      );
    case 'chart':
      return <ChartSettings locale={locale} />;
    case 'notifications':
      return <NotificationSettings locale={locale} />;
    case 'security':
      return <SecuritySettings t={t} locale={locale} />;
    case 'feedback':
      return (
        <HelpForm t={t} supportHref={supportHref} testId="settings-feedback">
          <CallbackForm locale={locale} />
        </HelpForm>
      );
    case 'email':
      return (
        <HelpForm t={t} supportHref={supportHref} testId="settings-email">
          <SupportEmailForm locale={locale} />
        </HelpForm>
      );
  }
}

/** A support form with the way to the support page, where the trader follows the request's answer. */
function HelpForm({
  t,
  supportHref,
  testId,
  children,
}: {
  t: Catalogue['settings'];
  supportHref: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      {children}
      <p className="ui-panel settings-support-link">
        <a href={supportHref}>{t.goToSupport} →</a>
      </p>
    </div>
  );
}
