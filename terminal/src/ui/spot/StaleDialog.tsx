import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { formatAge } from '../../domain';
import { $feedTimes } from '../../stores';
import { type Catalogue, fill } from '@bourse/i18n';
import '../../shared/view/controls.css';
import { useModalDialog } from '../../shared/view/use-modal-dialog';
import '../../spot/view/spot.css';

/**
 * Asked before an order is placed while the feed is stale: the price it would go at may be old. A
 * native modal dialog: focus moves into it; Escape or "Cancel" places nothing.
 *
 * @example <StaleDialog open locale="en" t={messagesFor('en').terminal} onPlace={place} onClose={close} />
 */
export type StaleDialogProps = { open: boolean; locale: string; t: Catalogue['terminal']; onPlace: () => void; onClose: () => void };

export function StaleDialog({ open, locale, t, onPlace, onClose }: StaleDialogProps) {
  const ref = useModalDialog(open);
  const id = useId();
  const { downSince } = useStore($feedTimes);
  const age = formatAge(downSince === null ? 0 : Date.now() - downSince, locale);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      data-testid="stale-dialog"
      className="spot-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="spot-dialog__title">
        {t.staleNote}
      </h2>
      <p>{fill(t.staleWarning, { age }, locale)}</p>
      <div className="spot-dialog__actions">
        <button type="button" className="ui-ghost" onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" className="ui-button" onClick={onPlace}>
          {t.placeAnyway}
        </button>
      </div>
    </dialog>
  );
}
