import { useState } from 'react';
import { checkPasswordChange, type PasswordErrorCode } from '../model/settings';
import { Dialog } from '../../ui/account/Dialog';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

type Props = { t: Catalogue['settings']; onClose: (changed: boolean) => void };

/**
 * The dialog checks match and length, then closes with 'Пароль успешно изменен'. The CMS has
 * no password-change endpoint, so this is a labelled simulation: nothing leaves the browser.
 */
export function ChangePasswordDialog({ t, onClose }: Props) {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [problem, setProblem] = useState<PasswordErrorCode | null>(null);
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
          const found = checkPasswordChange(values);
          setProblem(found);
          if (!found) onClose(true);
        }}
      >
        <p role="note" className="settings-note">
          {t.simulation}
        </p>
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
          <button type="submit" className="ui-button">
            {t.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
