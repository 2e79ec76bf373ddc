import { ContactWarningDialog } from './ContactWarningDialog';
import { PersonalInfo } from './PersonalInfo';
import { PreferencesSection } from './PreferencesSection';
import { useProfile } from './use-profile';
import { messagesFor } from '@bourse/i18n';
import './profile.css';

/** The index shows personal info, security and notifications together; sub-routes show one. */
export type ProfileSection = 'all' | 'personal' | 'security' | 'notifications';
export type ProfilePanelProps = { locale: string; section?: ProfileSection };

export function ProfilePanel({ locale, section = 'all' }: ProfilePanelProps) {
  const t = messagesFor(locale).profile;
  const state = useProfile();
  if (!state.profile || !state.preferences)
    return (
      <p role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  const shows = (s: ProfileSection) => section === 'all' || section === s;
  return (
    <div data-testid="profile-panel">
      {state.loadFailed && (
        <p role="status" data-testid="profile-load-failed">
          {t.loadFailed}
        </p>
      )}
      {state.localOnly && (
        <p role="alert" data-testid="profile-local-only" className="profile-note">
          {t.localOnly}
        </p>
      )}
      {shows('personal') && <PersonalInfo t={t} state={state} locale={locale} />}
      {shows('security') && (
        <PreferencesSection t={t} kind="security" preferences={state.preferences} busy={state.saving} onChange={state.setPreferences} />
      )}
      {shows('notifications') && (
        <PreferencesSection
          t={t}
          kind="notifications"
          preferences={state.preferences}
          busy={state.saving}
          onChange={state.setPreferences}
        />
      )}
      {state.dialog && <ContactWarningDialog t={t} onCancel={state.dismissDialog} onConfirm={state.confirmDialog} />}
    </div>
  );
}
