import { useEffect, useRef } from 'react';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import '../../ui/account/account.css';
import './profile.css';

type Props = { t: Catalogue['profile']; onCancel: () => void; onConfirm: () => void };

/**
 * Before a phone or e-mail change is saved, 'Внимание' warns that verification must be
 * repeated. Focus moves into the dialog so a keyboard user meets it first; Escape cancels.
 */
export function ContactWarningDialog({ t, onCancel, onConfirm }: Props) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="contact-warning-title"
        aria-describedby="contact-warning-text"
        data-testid="contact-warning"
        className="ui-panel profile-dialog"
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      >
        <h2 id="contact-warning-title" className="profile-heading">
          {t.dialogTitle}
        </h2>
        <p id="contact-warning-text">{t.dialogText}</p>
        <div className="profile-actions">
          <button type="button" className="ui-ghost" onClick={onCancel}>
            {t.dialogCancel}
          </button>
          <button type="button" className="ui-button" ref={confirmRef} onClick={onConfirm}>
            {t.dialogConfirm}
          </button>
        </div>
      </div>
    </div>
  );
}
