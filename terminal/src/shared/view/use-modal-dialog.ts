import { useEffect, useRef } from 'react';

/**
 * A native `<dialog>` shown as a modal while `open` and closed otherwise: the browser moves focus
 * into it and keeps it there. Give the returned ref to the dialog element.
 *
 * @example const ref = useModalDialog(open); return <dialog ref={ref}>…</dialog>;
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
