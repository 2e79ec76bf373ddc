import { useState, type CSSProperties } from 'react';
import type { CodeError, ContactChannel, ContactStatus } from '../../domain/verification';
import { confirmCode, sendCode } from '../../stores/verification';
import { fill, type Catalogue } from '../../messages';
import '../styles/controls.css';

type Props = { channel: ContactChannel; status: ContactStatus; locale: string; t: Catalogue['verification'] };

const STATUS_COLOR: Record<ContactStatus, string> = {
  idle: 'var(--color-muted, #848e9c)', pending: 'var(--color-warning, #f0b90b)', success: 'var(--color-up, #0ecb81)', error: 'var(--color-down, #f6465d)',
};
/** Spec: the error shows in a red box under the row. */
export const errorBox: CSSProperties = {
  margin: '8px 0 0', padding: '8px 12px', borderRadius: '6px', color: 'var(--color-down, #f6465d)',
  border: '1px solid var(--color-down, #f6465d)', background: 'rgba(246, 70, 93, 0.1)',
};

/** One contact (e-mail or phone): send a code, type it, confirm; a confirmed contact shows only its status. */
export function ContactRow({ channel, status, locale, t }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeError | null>(null);
  const name = t.contacts[channel];
  const done = status === 'success';
  return (
    <div data-testid={`contact-${channel}`} data-status={status} style={{ padding: '12px 0', borderTop: '1px solid var(--color-border, #2b3139)' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <strong style={{ minWidth: 80 }}>{name}</strong>
        <span data-testid={`contact-${channel}-status`} style={{ color: STATUS_COLOR[status] }}>{t.contactStatus[status]}</span>
      </div>
      {!done && (
        <form noValidate style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            setError(confirmCode(channel, code));
          }}>
          <button type="button" className="ui-ghost" onClick={() => { sendCode(channel); setError(null); }}>
            {status === 'idle' ? t.sendCode : t.resendCode}
          </button>
          <input name={`${channel}-code`} aria-label={fill(t.code, { contact: name }, locale)} inputMode="numeric" autoComplete="one-time-code" maxLength={12}
            value={code} onChange={(e) => setCode(e.target.value)} className="ui-input" style={{ width: 130 }}
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${channel}-code-error` : undefined} />
          <button type="submit" className="ui-button" style={{ opacity: status === 'idle' ? 0.5 : 1 }} disabled={status === 'idle'}>{t.confirm}</button>
        </form>
      )}
      {error && <p id={`${channel}-code-error`} role="alert" style={errorBox}>{t.codeErrors[error]}</p>}
    </div>
  );
}
