import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { generateApiKey, TWO_FACTOR_METHODS, type TwoFactorMethod } from '../model/settings-sections';
import { $session } from '../../session/store/session';
import { ApiKeyDialog } from './ApiKeyDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorDialog } from './TwoFactorDialog';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * Props of the security section; `copy` replaces the browser clipboard in tests.
 * @example <SecuritySettings t={messagesFor('ru').settings} />
 */
export type SecuritySettingsProps = { t: Catalogue['settings']; copy?: (text: string) => Promise<void> };

/** The "Security" section: a simulated API key, a simulated two-factor choice and the change-password dialog. */
export function SecuritySettings({ t, copy }: SecuritySettingsProps) {
  const email = useStore($session).user?.email ?? '';
  const [apiKey, setApiKey] = useState<string | null>(null);
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

      <h3 className="settings-subheading">{t.apiKey}</h3>
      <p className="settings-paragraph">{t.apiKeyAbout}</p>
      <p role="note" className="settings-note settings-note--spaced">
        {t.apiKeySimulation}
      </p>
      <button
        type="button"
        className="ui-button"
        aria-label={`${t.addKey}: ${t.apiKey}`}
        onClick={() => setApiKey(generateApiKey((bytes) => crypto.getRandomValues(bytes)))}
      >
        {t.addKey}
      </button>
      {apiKey && <ApiKeyDialog t={t} apiKey={apiKey} copy={copy} onClose={() => setApiKey(null)} />}

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
