import { NOTIFICATION_CHANNELS, SECURITY_TOGGLES, type ProfilePreferences } from '../model/profile-form-settings';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './profile.css';

type Props = {
  t: Catalogue['profile'];
  kind: 'security' | 'notifications';
  preferences: ProfilePreferences;
  busy: boolean;
  onChange: (next: ProfilePreferences) => void;
};

/** Security toggles or notification channels; each switch is saved to the account at once. */
export function PreferencesSection({ t, kind, preferences, busy, onChange }: Props) {
  const keys = kind === 'security' ? SECURITY_TOGGLES : NOTIFICATION_CHANNELS;
  const names: Record<string, string> = kind === 'security' ? t.toggles : t.channels;
  const values: Record<string, boolean> = preferences[kind];
  return (
    <section className="ui-panel" aria-labelledby={`profile-${kind}`} data-testid={`profile-${kind}`}>
      <h2 id={`profile-${kind}`} className="profile-heading">
        {kind === 'security' ? t.security : t.notifications}
      </h2>
      <p className="profile-muted">{kind === 'security' ? t.securityHint : t.notificationsHint}</p>
      <ul className="profile-toggles">
        {keys.map((key) => (
          <li key={key}>
            <label className="profile-toggle">
              <input
                type="checkbox"
                role="switch"
                name={`${kind}.${key}`}
                checked={values[key] ?? false}
                disabled={busy}
                onChange={(event) => onChange({ ...preferences, [kind]: { ...values, [key]: event.target.checked } })}
              />
              {names[key]}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
