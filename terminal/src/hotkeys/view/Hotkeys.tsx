import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { fill, messagesFor } from '@bourse/i18n';
import { useModalDialog } from '../../shared/view/use-modal-dialog';
import { HOTKEYS, hotkeyOf, type HotkeyId } from '../model/hotkeys';
import { $hotkeySide, $hotkeysOff, runStoreHotkey } from '../store/hotkeys';
import '../../shared/view/controls.css';
import '../../spot/view/spot.css';
import './hotkeys.css';

/** @example <Hotkeys client:only="react" locale="en" symbol="BTCUSDT" /> */
export type HotkeysProps = { locale: string; symbol: string };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const formOf = (side: 'buy' | 'sell') => document.querySelector<HTMLFormElement>(`form[data-side="${side}"]`);

/** Focuses the order form's price (or, for a market order, its amount) on one side. */
function focusField(side: 'buy' | 'sell', name: 'price' | 'amount'): void {
  const form = formOf(side);
  const input = form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const target = input && !input.disabled ? input : form?.querySelector<HTMLInputElement>('input[name="amount"]');
  target?.focus();
  target?.select();
}

/**
 * The spot terminal's keyboard shortcuts, listening on the whole page, and their list on `?` (a
 * modal dialog; Escape closes it). What a shortcut did that the page does not show by itself (a
 * cancel) is said in a status line.
 */
export function Hotkeys({ locale, symbol }: HotkeysProps) {
  const t = messagesFor(locale).paper.hotkeys;
  const off = useStore($hotkeysOff);
  const [help, setHelp] = useState(false);
  const [said, setSaid] = useState('');
  const offRef = useRef(off);
  offRef.current = off;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const id = hotkeyOf(event, isTyping(event.target), offRef.current);
      if (!id) return;
      event.preventDefault();
      void act(id, event.target);
    };
    const act = async (id: HotkeyId, target: EventTarget | null) => {
      const side = $hotkeySide.get();
      if (id === 'help') return setHelp((open) => !open);
      if (id === 'buy' || id === 'sell') {
        $hotkeySide.set(id);
        return focusField(id, 'price');
      }
      if (id === 'price' || id === 'amount') return focusField(side, id);
      if (id === 'place') {
        const form = target instanceof HTMLElement ? target.closest<HTMLFormElement>('form[data-side]') : null;
        return (form ?? formOf(side))?.requestSubmit();
      }
      const outcome = await runStoreHotkey(id, symbol);
      if (outcome?.count !== undefined) setSaid(fill(t.cancelled, { count: outcome.count }, locale));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [symbol, locale]);
  return (
    <>
      <p className="hotkeys-hint">
        {/* A key cap in the bar; its name says the whole hint to a screen reader and on hover. */}
        <button
          type="button"
          className="ui-ghost hotkeys-open"
          onClick={() => setHelp(true)}
          aria-haspopup="dialog"
          aria-label={t.hint}
          title={t.hint}
          data-testid="hotkeys-open"
        >
          <kbd>?</kbd>
        </button>
        <span role="status" className="hotkeys-said" data-testid="hotkeys-said">
          {said}
        </span>
      </p>
      {help && <HelpDialog locale={locale} off={off} onClose={() => setHelp(false)} />}
    </>
  );
}

function HelpDialog({ locale, off, onClose }: { locale: string; off: readonly HotkeyId[]; onClose: () => void }) {
  const t = messagesFor(locale).paper.hotkeys;
  const ref = useModalDialog(true);
  return (
    <dialog ref={ref} className="spot-dialog hotkeys-dialog" aria-labelledby="hotkeys-title" onClose={onClose} data-testid="hotkeys-help">
      <h2 id="hotkeys-title">{t.title}</h2>
      <table className="ui-table">
        <tbody>
          {HOTKEYS.map((h) => (
            <tr key={h.id} data-hotkey={h.id} data-off={off.includes(h.id) ? 'true' : undefined}>
              <td className="ui-cell">
                <kbd>{h.keys}</kbd>
              </td>
              <td className="ui-cell">
                {t[h.id]}
                {off.includes(h.id) && <span className="spot-muted"> · {t.off}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="spot-muted">{t.settings}</p>
      <button type="button" className="ui-button" onClick={onClose} autoFocus>
        {messagesFor(locale).account.close}
      </button>
    </dialog>
  );
}
