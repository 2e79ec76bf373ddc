import { useState } from 'react';
import { checkEmailCode } from '../model/settings-sections';
import { Dialog } from '../../ui/account/Dialog';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * Props of the e-mail two-factor dialog: the signed-in trader's e-mail, shown read-only.
 * @example <TwoFactorDialog t={t} email="demo@bourse.local" onClose={(ok) => ok && connect('email')} />
 */
export type TwoFactorDialogProps = { t: Catalogue['settings']; email: string; onClose: (connected: boolean) => void };

/** Connects only when the typed code is the fixed test code, otherwise 'Неверный код подтверждения'. */
export function TwoFactorDialog({ t, email, onClose }: TwoFactorDialogProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <Dialog title={t.emailCodeTitle} testId="two-factor-dialog" onClose={() => onClose(false)}>
      <form
        noValidate
        className="settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          const problem = checkEmailCode(code);
          setInvalid(problem !== null);
          if (!problem) onClose(true);
        }}
      >
        <p role="note" className="settings-note">
          {t.twoFactorSimulation}
        </p>
        <label className="ui-label">
          {t.email}
          <input readOnly type="email" name="twoFactorEmail" value={email} className="ui-input" />
        </label>
        <label className="ui-label">
          {t.code}
          <input
            data-autofocus
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            className="ui-input"
            value={code}
            aria-invalid={invalid || undefined}
            aria-describedby="two-factor-problem"
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <p id="two-factor-problem" role="alert" className="ui-error settings-text">
          {invalid ? t.invalidCode : ''}
        </p>
        <div className="settings-actions">
          <button type="button" className="ui-ghost" onClick={() => onClose(false)}>
            {t.cancel}
          </button>
          <button type="submit" className="ui-button">
            {t.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
