import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { TWO_FACTOR_METHODS, type TwoFactorMethod } from '../model/settings-sections';
import { $session } from '../../session/store/session';
import { ApiKeysSection } from './ApiKeysSection';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorDialog } from './TwoFactorDialog';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * Props of the security section; `copy` replaces the browser clipboard in tests.
 * @example <SecuritySettings t={messagesFor('ru').settings} locale="ru" />
 */
export type SecuritySettingsProps = { t: Catalogue['settings']; locale: string; copy?: (text: string) => Promise<void> };

/** The "Security" section: the trading API's keys, a simulated two-factor choice and the change-password dialog. */
export function SecuritySettings({ t, locale, copy }: SecuritySettingsProps) {
  const email = useStore($session).user?.email ?? '';
  const [twoFactor, setTwoFactor] = useState<TwoFactorMethod | null>(null);
  const [emailDialog, setEmailDialog] = useState(false);
  const [passwordDialog, setPasswordDialog] = useState(false);
  const [passwordDone, setPasswordDone] = useState(false);
  const choose = (method: TwoFactorMethod) => (method === 'app' ? setTwoFactor('app') : setEmailDialog(true));
  return (
    <section className="ui-panel" aria-labelledby="settings-security" data-testid="settings-security">
      <h2 id="settings-security" className="settings-heading">
        {t.security}
      </h2>

      <ApiKeysSection t={t} locale={locale} copy={copy} />

      <h3 className="settings-subheading">{t.twoFactor}</h3>
      <p role="note" className="settings-note settings-note--spaced">
        {t.twoFactorSimulation}
      </p>
      <p role="status" data-testid="two-factor-status" className="settings-paragraph">
        {twoFactor ? `${t.connected}: ${t.twoFactorMethods[twoFactor]}` : t.twoFactorOff}
      </p>
      <div className="settings-actions-row">
        {twoFactor ? (
          <button type="button" className="ui-ghost" onClick={() => setTwoFactor(null)}>
            {t.disconnect}
          </button>
        ) : (
          TWO_FACTOR_METHODS.map((method) => (
            <button key={method} type="button" className="ui-ghost" onClick={() => choose(method)}>
              {t.twoFactorMethods[method]}
            </button>
          ))
        )}
      </div>
      {emailDialog && (
        <TwoFactorDialog
          t={t}
          email={email}
          onClose={(ok) => {
            setEmailDialog(false);
            if (ok) setTwoFactor('email');
          }}
        />
      )}

      <h3 className="settings-subheading">{t.password}</h3>
      <button
        type="button"
        className="ui-button"
        onClick={() => {
          setPasswordDone(false);
          setPasswordDialog(true);
        }}
      >
        {t.changePassword}
      </button>
      {passwordDone && (
        <p role="status" data-testid="password-changed">
          {t.passwordChanged}
        </p>
      )}
      {passwordDialog && (
        <ChangePasswordDialog
          t={t}
          onClose={(changed) => {
            setPasswordDialog(false);
            setPasswordDone(changed);
          }}
        />
      )}
    </section>
  );
}
