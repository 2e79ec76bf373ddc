import { useId, useState } from 'react';
import { searchFaq, type SupportFaqEntry } from '../model/support-bot';
import { messagesFor } from '@bourse/i18n';
import './support.css';

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
 * every question is listed; "an empty query yields no results" is the search's rule, so
 * an empty box means "no search", not "nothing found".
 */
export function SupportFaq({ faq, locale = 'en', autoFocus = false }: SupportFaqProps) {
  const texts = messagesFor(locale).support;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = query.trim() === '' ? faq : searchFaq(faq, query);

  return (
    <div className="support-faq" data-testid="support-faq">
      <label htmlFor={searchId} className="support-muted">
        {texts.search}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        placeholder={texts.searchPlaceholder}
        autoFocus={autoFocus}
        onChange={(event) => setQuery(event.target.value)}
        className="support-control support-control--text"
      />
      {shown.length === 0 && (
        <p role="status" className="support-muted support-text" data-testid="support-faq-empty">
          {texts.noResults}
        </p>
      )}
      <ul aria-label={texts.faqTitle} className="support-faq__list">
        {shown.map((entry) => (
          <li key={entry.id}>
            <details data-testid="support-faq-entry">
              <summary className="support-faq__question">{entry.question}</summary>
              <p className="support-faq__answer">{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
