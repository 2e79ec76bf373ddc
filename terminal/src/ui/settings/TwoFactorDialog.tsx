import { useState } from 'react';
import { checkEmailCode } from '../../domain/settings-sections';
import { button, error as errorStyle, ghost, input, label } from '../account/styles';
import { Dialog } from '../account/Dialog';
import { type Catalogue } from '../../messages';

/**
 * Props of the e-mail two-factor dialog: the signed-in trader's e-mail, shown read-only.
 * @example <TwoFactorDialog t={t} email="demo@bourse.local" onClose={(ok) => ok && connect('email')} />
 */
export type TwoFactorDialogProps = { t: Catalogue['settings']; email: string; onClose: (connected: boolean) => void };

/** Spec: connects only when the typed code is the fixed test code, otherwise 'Неверный код подтверждения'. */
export function TwoFactorDialog({ t, email, onClose }: TwoFactorDialogProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <Dialog title={t.emailCodeTitle} testId="two-factor-dialog" onClose={() => onClose(false)}>
      <form noValidate style={{ display: 'grid', gap: 10 }} onSubmit={(e) => {
        e.preventDefault();
        const problem = checkEmailCode(code);
        setInvalid(problem !== null);
        if (!problem) onClose(true);
      }}>
        <p role="note" style={{ color: 'var(--color-warning, #f0b90b)', margin: 0 }}>{t.twoFactorSimulation}</p>
        <label style={label}>
          {t.email}
          <input readOnly type="email" name="twoFactorEmail" value={email} style={input} />
        </label>
        <label style={label}>
          {t.code}
          <input data-autofocus name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} style={input} value={code}
            aria-invalid={invalid || undefined} aria-describedby="two-factor-problem" onChange={(e) => setCode(e.target.value)} />
        </label>
        <p id="two-factor-problem" role="alert" style={{ ...errorStyle, margin: 0 }}>{invalid ? t.invalidCode : ''}</p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" style={ghost} onClick={() => onClose(false)}>{t.cancel}</button>
          <button type="submit" style={button}>{t.confirm}</button>
        </div>
      </form>
    </Dialog>
  );
}
