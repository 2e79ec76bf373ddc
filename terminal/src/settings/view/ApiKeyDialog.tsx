import { useRef, useState } from 'react';
import { Dialog } from '../../ui/account/Dialog';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * Props of the new-key dialog; `copy` is the browser clipboard unless a test passes one.
 * @example <ApiKeyDialog t={t} apiKey="bk_…" onClose={() => setKey(null)} />
 */
export type ApiKeyDialogProps = { t: Catalogue['settings']; apiKey: string; onClose: () => void; copy?: (text: string) => Promise<void> };

const clipboardCopy = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard in this browser'));

/** Shows a freshly made key once, with Copy; when the clipboard refuses, the key is selected for copying by hand. */
export function ApiKeyDialog({ t, apiKey, onClose, copy = clipboardCopy }: ApiKeyDialogProps) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const field = useRef<HTMLInputElement>(null);
  const onCopy = async () => {
    try {
      await copy(apiKey);
      setCopied('yes');
    } catch {
      setCopied('failed');
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <Dialog title={t.newApiKey} testId="api-key-dialog" onClose={onClose}>
      <p role="note" className="settings-note">
        {t.apiKeySimulation}
      </p>
      <p className="settings-text">{t.apiKeyAbout}</p>
      <label className="settings-field">
        {t.apiKey}
        <input
          ref={field}
          readOnly
          name="apiKey"
          value={apiKey}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          className="ui-input settings-mono"
        />
      </label>
      <small>{t.apiKeyOnce}</small>
      <p role="status" data-testid="api-key-copied" className="settings-text ui-up">
        {copied === 'yes' ? t.copied : ''}
      </p>
      {copied === 'failed' && (
        <p role="alert" className="ui-error settings-text">
          {t.copyFailed}
        </p>
      )}
      <div className="settings-actions">
        <button type="button" className="ui-ghost" onClick={onClose}>
          {t.close}
        </button>
        <button type="button" className="ui-button" data-autofocus onClick={() => void onCopy()}>
          {t.copy}
        </button>
      </div>
    </Dialog>
  );
}
