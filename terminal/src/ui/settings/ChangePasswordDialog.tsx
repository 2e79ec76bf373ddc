import { useEffect, useRef, useState } from 'react';
import { checkPasswordChange, type PasswordErrorCode } from '../../domain/settings';
import { button, error as errorStyle, ghost, input, label, panel } from '../account/styles';
import type { SettingsTexts } from './settings-texts';

type Props = { t: SettingsTexts; onClose: (changed: boolean) => void };

/**
 * Spec: the dialog checks match and length, then closes with 'Пароль успешно изменен'. The CMS has
 * no password-change endpoint, so this is a labelled simulation: nothing leaves the browser.
 */
export function ChangePasswordDialog({ t, onClose }: Props) {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [problem, setProblem] = useState<PasswordErrorCode | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const field = (name: keyof typeof values, text: string, ref?: React.Ref<HTMLInputElement>) => (
    <label style={label}>
      {text}
      <input ref={ref} type="password" name={name} autoComplete={name === 'current' ? 'current-password' : 'new-password'} style={input}
        value={values[name]} aria-invalid={problem ? true : undefined} aria-describedby="password-problem"
        onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
    </label>
  );
  return (
    <div style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.6)', display: 'grid', placeItems: 'center', zIndex: 50 }}>
      <form role="dialog" aria-modal="true" aria-labelledby="password-title" data-testid="password-dialog" noValidate
        style={{ ...panel, maxWidth: 440, display: 'grid', gap: 10 }}
        onKeyDown={(e) => e.key === 'Escape' && onClose(false)}
        onSubmit={(e) => {
          e.preventDefault();
          const found = checkPasswordChange(values);
          setProblem(found);
          if (!found) onClose(true);
        }}>
        <h2 id="password-title" style={{ margin: 0 }}>{t.changePassword}</h2>
        <p role="note" style={{ color: 'var(--color-warning, #f0b90b)', margin: 0 }}>{t.simulation}</p>
        {field('current', t.currentPassword, first)}
        {field('next', t.newPassword)}
        {field('confirm', t.confirmPassword)}
        <small>{t.passwordHelp}</small>
        <p id="password-problem" role="alert" style={errorStyle}>{problem ? t.passwordErrors[problem] : ''}</p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" style={ghost} onClick={() => onClose(false)}>{t.cancel}</button>
          <button type="submit" style={button}>{t.submit}</button>
        </div>
      </form>
    </div>
  );
}
