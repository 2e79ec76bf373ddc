import { NOTIFICATION_CHANNELS, SECURITY_TOGGLES, type ProfilePreferences } from '../../domain/profile-form-settings';
import { type Catalogue } from '../../messages';
import '../styles/controls.css';

type Props = { t: Catalogue['profile']; kind: 'security' | 'notifications'; preferences: ProfilePreferences; busy: boolean; onChange: (next: ProfilePreferences) => void };

/** Security toggles or notification channels; each switch is saved to the account at once. */
export function PreferencesSection({ t, kind, preferences, busy, onChange }: Props) {
  const keys = kind === 'security' ? SECURITY_TOGGLES : NOTIFICATION_CHANNELS;
  const names: Record<string, string> = kind === 'security' ? t.toggles : t.channels;
  const values: Record<string, boolean> = preferences[kind];
  return (
    <section className="ui-panel" aria-labelledby={`profile-${kind}`} data-testid={`profile-${kind}`}>
      <h2 id={`profile-${kind}`} style={{ marginTop: 0 }}>{kind === 'security' ? t.security : t.notifications}</h2>
      <p style={{ color: 'var(--color-muted, #a0a6b0)' }}>{kind === 'security' ? t.securityHint : t.notificationsHint}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {keys.map((key) => (
          <li key={key}>
            <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
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
