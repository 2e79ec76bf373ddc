import { useRef, useState } from 'react';
import { type Catalogue } from '@bourse/i18n';
import { Dialog } from '../../ui/account/Dialog';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * Props of the new-key dialog: the key and, for an HMAC key, its secret (shown here once, never
 * again); `copy` is the browser clipboard unless a test passes one.
 * @example <ApiKeyDialog t={t} apiKey="vmPU…" secret="NhqP…" onClose={() => setMade(null)} />
 */
export type ApiKeyDialogProps = {
  t: Catalogue['settings'];
  apiKey: string;
  secret: string | null;
  onClose: () => void;
  copy?: (text: string) => Promise<void>;
};

const clipboardCopy = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard in this browser'));

/** One read-only value with Copy; when the clipboard refuses, the value is selected for copying by hand. */
function CopyField({
  t,
  name,
  label,
  value,
  copy,
}: {
  t: Catalogue['settings'];
  name: string;
  label: string;
  value: string;
  copy: (text: string) => Promise<void>;
}) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const field = useRef<HTMLInputElement>(null);
  const onCopy = async () => {
    try {
      await copy(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <div className="settings-field">
      <label className="settings-field">
        {label}
        <div className="settings-inline">
          <input
            ref={field}
            readOnly
            name={name}
            value={value}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            className="ui-input settings-mono settings-grow"
          />
          <button type="button" className="ui-ghost" aria-label={`${t.copy}: ${label}`} onClick={() => void onCopy()}>
            {t.copy}
          </button>
        </div>
      </label>
      <p role="status" data-testid={`${name}-copied`} className="settings-text ui-up">
        {copied === 'yes' ? t.copied : ''}
      </p>
      {copied === 'failed' && (
        <p role="alert" className="ui-error settings-text">
          {t.copyFailed}
        </p>
      )}
    </div>
  );
}

/** Shows a key just made: the key, and the HMAC secret with the warning that it is shown only this once. */
export function ApiKeyDialog({ t, apiKey, secret, onClose, copy = clipboardCopy }: ApiKeyDialogProps) {
  return (
    <Dialog title={t.newApiKey} testId="api-key-dialog" onClose={onClose}>
      <p className="settings-text">{t.apiKeyAbout}</p>
      <CopyField t={t} name="apiKey" label={t.apiKey} value={apiKey} copy={copy} />
      {secret && (
        <>
          <CopyField t={t} name="secret" label={t.apiKeys.secret} value={secret} copy={copy} />
          <p role="note" className="settings-note">
            {t.apiKeyOnce}
          </p>
        </>
      )}
      <div className="settings-actions">
        <button type="button" className="ui-button" data-autofocus onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Dialog>
  );
}
