import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $supportRequests, loadSupportRequests } from '../store/support-requests';
import { fill, messagesFor } from '@bourse/i18n';
import './support.css';

/**
 * Props of the trader's list of requests to support.
 * @example <SupportRequests client:only="react" locale="en" />
 */
export interface SupportRequestsProps {
  locale?: string;
}

const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** "My requests": each request with its number, kind, date, status and the staff's answer once given. */
export function SupportRequests({ locale = 'en' }: SupportRequestsProps) {
  const texts = messagesFor(locale).supportForms;
  const { status, data } = useStore($supportRequests);
  useEffect(() => void loadSupportRequests(), []);

  return (
    <section aria-labelledby="support-requests-title" data-testid="support-requests" className="support-surface support-requests">
      <h2 id="support-requests-title" className="support-form__title">
        {texts.myRequests}
      </h2>
      {status === 'error' && (
        <p role="alert" className="support-alert">
          {texts.loadFailed}
        </p>
      )}
      {status === 'ready' && data.length === 0 && <p className="support-muted support-text">{texts.noRequests}</p>}
      <ol className="support-requests__list">
        {data.map((request) => (
          <li key={request.id} className="support-request" data-testid="support-request" data-id={request.id}>
            <div className="support-request__head">
              <strong>{fill(texts.number, { id: request.id }, locale)}</strong>
              <span>{texts.kinds[request.kind]}</span>
              <time className="support-muted" dateTime={request.createdAt}>
                {formatDate(request.createdAt, locale)}
              </time>
              <span className="support-status" data-status={request.status}>
                {texts.statuses[request.status]}
              </span>
            </div>
            <p className="support-request__subject">{request.subject}</p>
            {request.answer && (
              <p className="support-request__answer" data-testid="support-request-answer">
                <span className="ui-visually-hidden">{texts.answer}: </span>
                {request.answer}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
