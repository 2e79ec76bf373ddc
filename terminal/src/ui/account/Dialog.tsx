import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../../shared/view/controls.css';
import './account.css';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * The cabinet's modal dialog (settings, verification uploads, the swap's currency picker): labelled
 * by its title, Escape closes it, Tab stays inside, focus starts on the element marked
 * data-autofocus (else the first control) and goes back to the opener on close. `busy` marks work
 * in progress (aria-busy).
 * @example <Dialog title="New API key" testId="api-key-dialog" onClose={close}>…</Dialog>
 */
export function Dialog({
  title,
  testId,
  onClose,
  busy,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = box.current;
    const first = element?.querySelector<HTMLElement>('[data-autofocus]') ?? element?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      // Back to the opener, unless whoever closed the dialog has already put the focus elsewhere.
      const active = document.activeElement;
      if (!active || active === document.body || element?.contains(active)) opener?.focus?.();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const titleId = `${testId}-title`;
  return (
    <div className="dialog-backdrop">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        data-testid={testId}
        onKeyDown={onKeyDown}
        className="ui-panel dialog"
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
