import { useState } from 'react';
import { changePassword, type PasswordChangeError } from '../store/password';
import { Dialog } from '../../ui/account/Dialog';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

type Props = { t: Catalogue['settings']; onClose: (changed: boolean) => void };

/**
 * The dialog checks match and length, then the server checks the current password and the
 * policy; it closes with 'Пароль успешно изменен' once the account has the new password (every
 * other session of the account has then ended).
 */
export function ChangePasswordDialog({ t, onClose }: Props) {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [problem, setProblem] = useState<PasswordChangeError | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values, text: string) => (
    <label className="ui-label">
      {text}
      <input
        type="password"
        name={name}
        autoComplete={name === 'current' ? 'current-password' : 'new-password'}
        className="ui-input"
        value={values[name]}
        aria-invalid={problem ? true : undefined}
        aria-describedby="password-problem"
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <Dialog title={t.changePassword} testId="password-dialog" onClose={() => onClose(false)}>
      <form
        noValidate
        className="settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          setBusy(true);
          void changePassword(values).then((found) => {
            setBusy(false);
            setProblem(found);
            if (!found) onClose(true);
          });
        }}
      >
        {field('current', t.currentPassword)}
        {field('next', t.newPassword)}
        {field('confirm', t.confirmPassword)}
        <small>{t.passwordHelp}</small>
        <p id="password-problem" role="alert" className="ui-error">
          {problem ? t.passwordErrors[problem] : ''}
        </p>
        <div className="settings-actions">
          <button type="button" className="ui-ghost" onClick={() => onClose(false)}>
            {t.cancel}
          </button>
          <button type="submit" className="ui-button" disabled={busy}>
            {t.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
