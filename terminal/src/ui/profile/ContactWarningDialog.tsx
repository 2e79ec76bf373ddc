import { useEffect, useRef } from 'react';
import { type Catalogue } from '../../messages';
import '../styles/controls.css';

type Props = { t: Catalogue['profile']; onCancel: () => void; onConfirm: () => void };

/**
 * Spec: before a phone or e-mail change is saved, 'Внимание' warns that verification must be
 * repeated. Focus moves into the dialog so a keyboard user meets it first; Escape cancels.
 */
export function ContactWarningDialog({ t, onCancel, onConfirm }: Props) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.6)', display: 'grid', placeItems: 'center', zIndex: 50 }}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="contact-warning-title"
        aria-describedby="contact-warning-text"
        data-testid="contact-warning"
        className="ui-panel" style={{ maxWidth: 420 }}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      >
        <h2 id="contact-warning-title" style={{ marginTop: 0 }}>{t.dialogTitle}</h2>
        <p id="contact-warning-text">{t.dialogText}</p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" className="ui-ghost" onClick={onCancel}>{t.dialogCancel}</button>
          <button type="button" className="ui-button" ref={confirmRef} onClick={onConfirm}>{t.dialogConfirm}</button>
        </div>
      </div>
    </div>
  );
}
