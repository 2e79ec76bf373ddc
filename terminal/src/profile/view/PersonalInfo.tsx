import { PROFILE_FIELDS, type ProfileField } from '../model/profile-form';
import type { ProfileState } from './use-profile';
import type { Catalogue } from '@bourse/i18n';
import { errorText } from './error-text';
import '../../shared/view/controls.css';
import './profile.css';

type Props = { t: Catalogue['profile']; state: ProfileState; locale: string };

const INPUT_TYPE: Partial<Record<ProfileField, string>> = { dateOfBirth: 'date', phone: 'tel' };

/** Personal data: read-only until Edit, then a form with Save and Cancel; errors under each field. */
export function PersonalInfo({ t, state, locale }: Props) {
  const { profile, draft } = state;
  if (!profile) return null;
  const fieldError = (field: ProfileField) => {
    const own = state.clientErrors.find((e) => e.field === field);
    return own ? errorText(t, own, locale) : state.serverErrors[field];
  };
  return (
    <section className="ui-panel" aria-labelledby="profile-personal" data-testid="profile-personal">
      <div className="profile-head">
        <h2 id="profile-personal" className="profile-title">
          {t.personal}
        </h2>
        {state.savedTick && (
          <span role="status" data-testid="profile-saved" className="ui-up">
            ✓ {t.saved}
          </span>
        )}
        {!draft && (
          <button type="button" className="ui-ghost" onClick={state.startEdit}>
            {t.edit}
          </button>
        )}
      </div>
      <p>
        {t.email}: <strong data-testid="profile-email">{profile.email}</strong>{' '}
        <span data-testid="email-badge">({profile.emailVerified ? t.confirmed : t.notConfirmed})</span>
      </p>
      {!draft ? (
        <dl className="profile-data">
          {PROFILE_FIELDS.map((field) => (
            <div key={field} className="profile-data__row">
              <dt>{t.fields[field]}</dt>
              <dd className="profile-data__value" data-field={field}>
                {profile[field] || '—'}
                {field === 'phone' && profile.phone ? ` (${profile.phoneVerified ? t.confirmed : t.notConfirmed})` : ''}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            state.requestSave();
          }}
          className="profile-form"
        >
          {PROFILE_FIELDS.map((field) => {
            const message = fieldError(field);
            return (
              <label key={field} className="ui-label">
                {t.fields[field]}
                {field === 'dateOfBirth' ? ' *' : ''}
                <input
                  name={field}
                  type={INPUT_TYPE[field] ?? 'text'}
                  className="ui-input"
                  value={draft[field]}
                  required={field === 'dateOfBirth'}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${field}-error` : undefined}
                  onChange={(event) => state.change(field, event.target.value)}
                />
                {message && (
                  <span id={`${field}-error`} className="ui-error" data-testid={`error-${field}`}>
                    {message}
                  </span>
                )}
              </label>
            );
          })}
          <div className="profile-form__actions">
            <button type="submit" className="ui-button" disabled={state.saving} aria-busy={state.saving}>
              {state.saving ? t.saving : t.save}
            </button>
            <button type="button" className="ui-ghost" onClick={state.cancelEdit}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
