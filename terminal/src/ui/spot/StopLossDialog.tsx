import { useEffect, useRef, useState } from 'react';
import { type Catalogue, fill } from '../../messages';
import '../styles/controls.css';

/**
 * Spec: a buy without a stop-loss first asks, with "skip", "use recommendation" and "don't show
 * recommendations again". A native modal dialog: focus moves into it, Escape closes it without
 * placing anything.
 */
export type StopLossDialogProps = {
  open: boolean; price: string; quote: string; locale: string; t: Catalogue['spot'];
  onSkip: (hide: boolean) => void; onUse: (hide: boolean) => void; onClose: () => void;
};

export function StopLossDialog({ open, price, quote, locale, t, onSkip, onUse, onClose }: StopLossDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [hide, setHide] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby="stop-loss-title" onCancel={(e) => { e.preventDefault(); onClose(); }}
      style={{ maxWidth: '420px', background: 'var(--color-surface, #181a20)', color: 'var(--color-text, #eaecef)', border: '1px solid var(--color-border, #2b3139)', borderRadius: '8px', padding: '20px' }}>
      <h2 id="stop-loss-title" style={{ marginTop: 0, fontSize: '18px' }}>{t.slTitle}</h2>
      <p>{fill(t.slText, { price, quote }, locale)}</p>
      <label style={{ display: 'flex', gap: '8px', alignItems: 'center', margin: '12px 0' }}>
        <input type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} /> {t.slHide}
      </label>
      <div style={{ display: 'flex', gap: '8px', justifyContent: 'flex-end' }}>
        <button type="button" className="ui-ghost" onClick={() => onSkip(hide)}>{t.slSkip}</button>
        <button type="button" className="ui-button" onClick={() => onUse(hide)}>{t.slUse}</button>
      </div>
    </dialog>
  );
}
