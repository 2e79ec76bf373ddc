import { useRef, useState } from 'react';
import { button, error as errorStyle, ghost, input } from '../account/styles';
import { Dialog } from '../account/Dialog';
import { type Catalogue } from '../../messages';

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
      <p role="note" style={{ color: 'var(--color-warning, #f0b90b)', margin: 0 }}>{t.apiKeySimulation}</p>
      <p style={{ margin: 0 }}>{t.apiKeyAbout}</p>
      <label style={{ display: 'grid', gap: 4 }}>
        {t.apiKey}
        <input ref={field} readOnly name="apiKey" value={apiKey} spellCheck={false} onFocus={(e) => e.currentTarget.select()}
          style={{ ...input, fontFamily: 'monospace' }} />
      </label>
      <small>{t.apiKeyOnce}</small>
      <p role="status" data-testid="api-key-copied" style={{ margin: 0, color: 'var(--color-up, #0ecb81)' }}>{copied === 'yes' ? t.copied : ''}</p>
      {copied === 'failed' && <p role="alert" style={{ ...errorStyle, margin: 0 }}>{t.copyFailed}</p>}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <button type="button" style={ghost} onClick={onClose}>{t.close}</button>
        <button type="button" style={button} data-autofocus onClick={() => void onCopy()}>{t.copy}</button>
      </div>
    </Dialog>
  );
}
