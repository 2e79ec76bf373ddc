import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { parseFaqEntries } from '../model/support-bot';
import { SupportChat } from './SupportChat';
import { SupportFaq } from './SupportFaq';
import { messagesFor } from '@bourse/i18n';
import './support.css';

/**
 * Props of the floating support widget. FAQ entries come from the page (the CMS, in the page's
 * language); malformed ones are dropped rather than breaking the widget.
 * @example <SupportWidget client:only="react" faq={entries} locale="ru" />
 */
export interface SupportWidgetProps {
  faq: readonly unknown[];
  locale?: string;
  /** Open at once (the terminal loads the widget on a click of its own support button). */
  defaultOpen?: boolean;
  /** Called when the panel closes; the terminal then removes the widget, floating toggle and all. */
  onClosed?: () => void;
}

/** The round toggle fixed bottom-right (at the page's end on a phone) and its panel: FAQ mode, or chat mode with a way back. */
export function SupportWidget({ faq, locale = 'en', defaultOpen = false, onClosed }: SupportWidgetProps) {
  const texts = messagesFor(locale).support;
  const entries = useMemo(() => parseFaqEntries(faq), [faq]);
  const [open, setOpen] = useState(defaultOpen);
  const [mode, setMode] = useState<'faq' | 'chat'>('faq');
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus returns to the toggle when the panel closes, so a keyboard user is not dropped at the top.
  useEffect(() => {
    if (wasOpen.current && !open) {
      if (onClosed) onClosed();
      else toggle.current?.focus();
    }
    wasOpen.current = open;
  }, [open, onClosed]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div onKeyDown={onKeyDown} data-testid="support-widget" className={open ? 'support-widget support-widget--open' : 'support-widget'}>
      {open && (
        <div
          role="dialog"
          aria-modal="false"
          aria-label={texts.panel}
          data-testid="support-panel"
          data-mode={mode}
          className="support-surface support-panel"
        >
          <header className="support-panel__header">
            {mode === 'chat' && (
              <button type="button" onClick={() => setMode('faq')} className="support-control">
                ← {texts.back}
              </button>
            )}
            <h2 className="support-panel__title">{mode === 'faq' ? texts.faqTitle : texts.chatTitle}</h2>
          </header>
          {mode === 'faq' ? (
            <>
              <SupportFaq faq={entries} locale={locale} autoFocus />
              <button type="button" onClick={() => setMode('chat')} className="support-primary">
                {texts.startChat}
              </button>
            </>
          ) : (
            <SupportChat faq={entries} locale={locale} height={500} autoFocus />
          )}
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-label={open ? texts.close : texts.open}
        onClick={() => setOpen(!open)}
        data-testid="support-toggle"
        className="support-primary support-toggle"
      >
        <span aria-hidden="true">{open ? '×' : '?'}</span>
      </button>
    </div>
  );
}
