import { type Catalogue } from '@bourse/i18n';
import { Dialog } from '../../ui/account/Dialog';
import { clipboardCopy, CopyField } from './CopyField';
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
