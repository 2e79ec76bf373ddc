import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { generateApiKey, TWO_FACTOR_METHODS, type TwoFactorMethod } from '../../domain/settings-sections';
import { $session } from '../../stores/session';
import { button, ghost, panel } from '../account/styles';
import { ApiKeyDialog } from './ApiKeyDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorDialog } from './TwoFactorDialog';
import { type Catalogue } from '../../messages';

/**
 * Props of the security section; `copy` replaces the browser clipboard in tests.
 * @example <SecuritySettings t={messagesFor('ru').settings} />
 */
export type SecuritySettingsProps = { t: Catalogue['settings']; copy?: (text: string) => Promise<void> };

const subheading = { fontSize: 16, margin: '16px 0 8px' } as const;
const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

/** Spec "Security": a simulated API key, a simulated two-factor choice and the change-password dialog. */
export function SecuritySettings({ t, copy }: SecuritySettingsProps) {
  const email = useStore($session).user?.email ?? '';
  const [apiKey, setApiKey] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState<TwoFactorMethod | null>(null);
  const [emailDialog, setEmailDialog] = useState(false);
  const [passwordDialog, setPasswordDialog] = useState(false);
  const [passwordDone, setPasswordDone] = useState(false);
  const choose = (method: TwoFactorMethod) => (method === 'app' ? setTwoFactor('app') : setEmailDialog(true));
  return (
    <section style={panel} aria-labelledby="settings-security" data-testid="settings-security">
      <h2 id="settings-security" style={{ marginTop: 0 }}>{t.security}</h2>

      <h3 style={subheading}>{t.apiKey}</h3>
      <p style={{ margin: '0 0 8px' }}>{t.apiKeyAbout}</p>
      <p role="note" style={{ margin: '0 0 8px', color: 'var(--color-warning, #f0b90b)' }}>{t.apiKeySimulation}</p>
      <button type="button" style={button} aria-label={`${t.addKey}: ${t.apiKey}`}
        onClick={() => setApiKey(generateApiKey((bytes) => crypto.getRandomValues(bytes)))}>{t.addKey}</button>
      {apiKey && <ApiKeyDialog t={t} apiKey={apiKey} copy={copy} onClose={() => setApiKey(null)} />}

      <h3 style={subheading}>{t.twoFactor}</h3>
      <p role="note" style={{ margin: '0 0 8px', color: 'var(--color-warning, #f0b90b)' }}>{t.twoFactorSimulation}</p>
      <p role="status" data-testid="two-factor-status" style={{ margin: '0 0 8px' }}>
        {twoFactor ? `${t.connected}: ${t.twoFactorMethods[twoFactor]}` : t.twoFactorOff}
      </p>
      <div style={row}>
        {twoFactor
          ? <button type="button" style={ghost} onClick={() => setTwoFactor(null)}>{t.disconnect}</button>
          : TWO_FACTOR_METHODS.map((method) => (
            <button key={method} type="button" style={ghost} onClick={() => choose(method)}>{t.twoFactorMethods[method]}</button>
          ))}
      </div>
      {emailDialog && <TwoFactorDialog t={t} email={email} onClose={(ok) => { setEmailDialog(false); if (ok) setTwoFactor('email'); }} />}

      <h3 style={subheading}>{t.password}</h3>
      <button type="button" style={button} onClick={() => { setPasswordDone(false); setPasswordDialog(true); }}>{t.changePassword}</button>
      {passwordDone && <p role="status" data-testid="password-changed">{t.passwordChanged}</p>}
      {passwordDialog && <ChangePasswordDialog t={t} onClose={(changed) => { setPasswordDialog(false); setPasswordDone(changed); }} />}
    </section>
  );
}
