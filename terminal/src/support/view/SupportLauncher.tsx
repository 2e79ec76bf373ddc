import { lazy, Suspense, useRef, useState } from 'react';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import '../../spot/view/spot.css';

/** @example <SupportLauncher client:only="react" faq={entries} locale="ru" /> */
export type SupportLauncherProps = { faq: readonly unknown[]; locale?: string };

// Loaded on the first click only: the support bot (FAQ search, chat, forms) is code most trading
// sessions never run, so it stays out of the terminal's first load.
const SupportWidget = lazy(() => import('./SupportWidget').then((module) => ({ default: module.SupportWidget })));

/**
 * The terminal's support entry: a small button in the cabinet bar instead of the floating one,
 * which would sit over the order book or the form. The first click loads the support widget
 * already open; closing it takes the floating toggle away again.
 */
export function SupportLauncher({ faq, locale = 'en' }: SupportLauncherProps) {
  const t = messagesFor(locale).support;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Focus returns to this button when the panel closes, so a keyboard user is not dropped at the top.
  const closed = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="ui-ghost spot-bar-button"
        aria-expanded={open}
        data-testid="support-launcher"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">? </span>
        {t.panel}
      </button>
      {open && (
        <Suspense
          fallback={
            <span role="status" className="spot-muted">
              {messagesFor(locale).spot.loading}
            </span>
          }
        >
          <SupportWidget faq={faq} locale={locale} defaultOpen onClosed={closed} />
        </Suspense>
      )}
    </>
  );
}
