import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { parseFaqEntries } from '../../domain/support-bot';
import { SupportChat } from './SupportChat';
import { SupportFaq } from './SupportFaq';
import { control, primary, surface } from './support-styles';
import { messagesFor } from '../../messages';

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

/** The round toggle fixed bottom-right and its panel: FAQ mode, or chat mode with a way back. */
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
    <div onKeyDown={onKeyDown} data-testid="support-widget" style={{ position: 'fixed', right: 20, bottom: 20, zIndex: 50, display: 'grid', justifyItems: 'end', gap: 12 }}>
      {open && (
        <div role="dialog" aria-modal="false" aria-label={texts.panel} data-testid="support-panel" data-mode={mode}
          style={{ ...surface, width: 'min(360px, calc(100vw - 40px))', padding: '0.75rem', display: 'grid', gap: '0.5rem', boxShadow: '0 8px 24px rgb(0 0 0 / 0.35)' }}>
          <header style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            {mode === 'chat' && <button type="button" onClick={() => setMode('faq')} style={control}>← {texts.back}</button>}
            <h2 style={{ fontSize: '1rem', margin: 0, flex: 1 }}>{mode === 'faq' ? texts.faqTitle : texts.chatTitle}</h2>
          </header>
          {mode === 'faq' ? (
            <>
              <SupportFaq faq={entries} locale={locale} autoFocus />
              <button type="button" onClick={() => setMode('chat')} style={primary}>{texts.startChat}</button>
            </>
          ) : (
            <SupportChat faq={entries} locale={locale} height={500} autoFocus />
          )}
        </div>
      )}
      <button ref={toggle} type="button" aria-expanded={open} aria-label={open ? texts.close : texts.open} onClick={() => setOpen(!open)}
        data-testid="support-toggle" style={{ ...primary, width: 56, height: 56, borderRadius: '50%', padding: 0, fontSize: 24, boxShadow: '0 4px 12px rgb(0 0 0 / 0.35)' }}>
        <span aria-hidden="true">{open ? '×' : '?'}</span>
      </button>
    </div>
  );
}
