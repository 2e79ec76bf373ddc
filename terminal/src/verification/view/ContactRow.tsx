import { useState } from 'react';
import type { CodeError, ContactChannel, ContactStatus } from '../model/verification';
import { confirmCode, sendCode } from '../store/verification';
import { fill, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './verification.css';

type Props = { channel: ContactChannel; status: ContactStatus; locale: string; t: Catalogue['verification'] };

/** One contact (e-mail or phone): send a code, type it, confirm; a confirmed contact shows only its status. */
export function ContactRow({ channel, status, locale, t }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeError | null>(null);
  const name = t.contacts[channel];
  const done = status === 'success';
  return (
    <div data-testid={`contact-${channel}`} data-status={status} className="verify-contact-row">
      <div className="verify-contact">
        <strong className="verify-contact__name">{name}</strong>
        <span data-testid={`contact-${channel}-status`} className={`verify-status--${status}`}>
          {t.contactStatus[status]}
        </span>
      </div>
      {!done && (
        <form
          noValidate
          className="verify-code-form"
          onSubmit={(e) => {
            e.preventDefault();
            setError(confirmCode(channel, code));
          }}
        >
          <button
            type="button"
            className="ui-ghost"
            onClick={() => {
              sendCode(channel);
              setError(null);
            }}
          >
            {status === 'idle' ? t.sendCode : t.resendCode}
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
          <button type="submit" className="ui-button" disabled={status === 'idle'}>
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
