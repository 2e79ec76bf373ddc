import { useId, useState } from 'react';
import { searchFaq, type SupportFaqEntry } from '../../domain/support-bot';
import { control, muted } from './support-styles';
import { messagesFor } from '../../messages';

/**
 * Props of the FAQ list with its fuzzy search.
 * @example <SupportFaq faq={entries} locale="en" />
 */
export interface SupportFaqProps {
  faq: readonly SupportFaqEntry[];
  locale?: string;
  autoFocus?: boolean;
}

/**
 * The FAQ mode: a search box (fuzzy, up to 3 edits) over expandable questions. With the box empty
 * every question is listed; the spec's "empty query yields no results" is the search's rule, so
 * an empty box means "no search", not "nothing found".
 */
export function SupportFaq({ faq, locale = 'en', autoFocus = false }: SupportFaqProps) {
  const texts = messagesFor(locale).support;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = query.trim() === '' ? faq : searchFaq(faq, query);

  return (
    <div style={{ display: 'grid', gap: '0.5rem' }} data-testid="support-faq">
      <label htmlFor={searchId} style={muted}>{texts.search}</label>
      <input id={searchId} type="search" value={query} placeholder={texts.searchPlaceholder} autoFocus={autoFocus}
        onChange={(event) => setQuery(event.target.value)} style={{ ...control, cursor: 'text' }} />
      {shown.length === 0 && <p role="status" style={{ ...muted, margin: 0 }} data-testid="support-faq-empty">{texts.noResults}</p>}
      <ul aria-label={texts.faqTitle} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 400, overflowY: 'auto', display: 'grid', gap: '0.25rem' }}>
        {shown.map((entry) => (
          <li key={entry.id}>
            <details data-testid="support-faq-entry">
              <summary style={{ cursor: 'pointer', padding: '0.375rem 0' }}>{entry.question}</summary>
              <p style={{ margin: '0 0 0.5rem', whiteSpace: 'pre-wrap' }}>{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
