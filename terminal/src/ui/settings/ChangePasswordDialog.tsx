import { useState } from 'react';
import { checkPasswordChange, type PasswordErrorCode } from '../../domain/settings';
import { Dialog } from '../account/Dialog';
import { button, error as errorStyle, ghost, input, label } from '../account/styles';
import { type Catalogue } from '../../messages';

type Props = { t: Catalogue['settings']; onClose: (changed: boolean) => void };

/**
 * Spec: the dialog checks match and length, then closes with 'Пароль успешно изменен'. The CMS has
 * no password-change endpoint, so this is a labelled simulation: nothing leaves the browser.
 */
export function ChangePasswordDialog({ t, onClose }: Props) {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [problem, setProblem] = useState<PasswordErrorCode | null>(null);
  const field = (name: keyof typeof values, text: string) => (
    <label style={label}>
      {text}
      <input type="password" name={name} autoComplete={name === 'current' ? 'current-password' : 'new-password'} style={input}
        value={values[name]} aria-invalid={problem ? true : undefined} aria-describedby="password-problem"
        onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
    </label>
  );
  return (
    <Dialog title={t.changePassword} testId="password-dialog" onClose={() => onClose(false)}>
      <form noValidate style={{ display: 'grid', gap: 10 }}
        onSubmit={(e) => {
          e.preventDefault();
          const found = checkPasswordChange(values);
          setProblem(found);
          if (!found) onClose(true);
        }}>
        <p role="note" style={{ color: 'var(--color-warning, #f0b90b)', margin: 0 }}>{t.simulation}</p>
        {field('current', t.currentPassword)}
        {field('next', t.newPassword)}
        {field('confirm', t.confirmPassword)}
        <small>{t.passwordHelp}</small>
        <p id="password-problem" role="alert" style={errorStyle}>{problem ? t.passwordErrors[problem] : ''}</p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" style={ghost} onClick={() => onClose(false)}>{t.cancel}</button>
          <button type="submit" style={button}>{t.submit}</button>
        </div>
      </form>
    </Dialog>
  );
}
