import { useState } from 'react';
import type { CodeError, ContactChannel } from '../model/verification';
import { confirmPhoneCode, sendPhoneCode } from '../store/verification';
import { fill, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './verification.css';

type Props = {
  channel: ContactChannel;
  confirmed: boolean;
  codeSent: boolean;
  hasPhone: boolean;
  locale: string;
  t: Catalogue['verification'];
};

/**
 * One contact as the server knows it. The e-mail is confirmed by the link sent at registration
 * (no login without it); the phone by a code the server sends: send, type, confirm.
 */
export function ContactRow({ channel, confirmed, codeSent, hasPhone, locale, t }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeError | null>(null);
  const [busy, setBusy] = useState(false);
  const name = t.contacts[channel];
  const status = confirmed ? 'success' : error === 'CODE_INVALID' ? 'error' : codeSent ? 'pending' : 'idle';
  const run = async (action: () => Promise<CodeError | null>) => {
    setBusy(true);
    setError(await action());
    setBusy(false);
  };
  return (
    <div data-testid={`contact-${channel}`} data-status={status} className="verify-contact-row">
      <div className="verify-contact">
        <strong className="verify-contact__name">{name}</strong>
        <span data-testid={`contact-${channel}-status`} className={`verify-status--${status}`}>
          {t.contactStatus[status]}
        </span>
      </div>
      {!confirmed && channel === 'phone' && !hasPhone && <p className="verify-text verify-muted">{t.phoneMissing}</p>}
      {!confirmed && channel === 'phone' && hasPhone && (
        <form
          noValidate
          className="verify-code-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              const refused = await confirmPhoneCode(code);
              if (!refused) setCode('');
              return refused;
            });
          }}
        >
          <button type="button" className="ui-ghost" disabled={busy} onClick={() => void run(() => sendPhoneCode())}>
            {codeSent ? t.resendCode : t.sendCode}
          </button>
          <input
            name={`${channel}-code`}
            aria-label={fill(t.code, { contact: name }, locale)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="ui-input verify-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${channel}-code-error` : undefined}
          />
          <button type="submit" className="ui-button" disabled={!codeSent || busy}>
            {t.confirm}
          </button>
        </form>
      )}
      {error && (
        <p id={`${channel}-code-error`} role="alert" className="verify-error">
          {t.codeErrors[error]}
        </p>
      )}
    </div>
  );
}
