import { useState } from 'react';
import { type Catalogue, fill } from '@bourse/i18n';
import '../../shared/view/controls.css';
import { useModalDialog } from '../../shared/view/use-modal-dialog';
import '../../spot/view/spot.css';

/**
 * A buy without a stop-loss first asks, with "skip", "use recommendation" and "don't show
 * recommendations again". A native modal dialog: focus moves into it, Escape closes it without
 * placing anything.
 */
export type StopLossDialogProps = {
  open: boolean;
  price: string;
  quote: string;
  locale: string;
  t: Catalogue['spot'];
  onSkip: (hide: boolean) => void;
  onUse: (hide: boolean) => void;
  onClose: () => void;
};

export function StopLossDialog({ open, price, quote, locale, t, onSkip, onUse, onClose }: StopLossDialogProps) {
  const ref = useModalDialog(open);
  const [hide, setHide] = useState(false);
  return (
    <dialog
      ref={ref}
      aria-labelledby="stop-loss-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="spot-dialog"
    >
      <h2 id="stop-loss-title" className="spot-dialog__title">
        {t.slTitle}
      </h2>
      <p>{fill(t.slText, { price, quote }, locale)}</p>
      <label className="spot-dialog__check">
        <input type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} /> {t.slHide}
      </label>
      <div className="spot-dialog__actions">
        <button type="button" className="ui-ghost" onClick={() => onSkip(hide)}>
          {t.slSkip}
        </button>
        <button type="button" className="ui-button" onClick={() => onUse(hide)}>
          {t.slUse}
        </button>
      </div>
    </dialog>
  );
}
