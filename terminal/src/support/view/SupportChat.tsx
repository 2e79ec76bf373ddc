import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { parseFaqEntries } from '../model/support-bot';
import { useSupportChat, type SendRequest } from './use-support-chat';
import { submitSupportRequest } from '../store/support-requests';
import { messagesFor } from '@bourse/i18n';
import { formatChatTime } from './reply-text';
import '../../shared/view/controls.css';
import './support.css';

/**
 * Props of the support chat, alone on the support page or inside the floating widget.
 * @example <SupportChat client:only="react" faq={entries} locale="ru" />
 */
export interface SupportChatProps {
  /** FAQ entries as the CMS gives them; malformed ones are dropped. */
  faq: readonly unknown[];
  locale?: string;
  /** The widget's chat panel is 500 px high. */
  height?: number;
  /** Moves focus into the message box on mount (the widget does; an embedded chat must not). */
  autoFocus?: boolean;
  /** Stores the hand-over as a support request (`POST /api/support/requests`) unless a test passes one. */
  sendRequest?: SendRequest;
}

/** The chat with the support bot: greeting, bubbles with HH:mm, typing indicator, message box. */
export function SupportChat({ faq, locale = 'en', height = 500, autoFocus = false, sendRequest = submitSupportRequest }: SupportChatProps) {
  const texts = messagesFor(locale).support;
  const entries = useMemo(() => parseFaqEntries(faq), [faq]);
  const { messages, typing, sent, send, handover, handOver } = useSupportChat(entries, texts, locale, sendRequest);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const blank = draft.trim() === '';
  const list = useRef<HTMLOListElement>(null);
  // The newest bubble (or the typing line) must be in view, as in any messenger.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, typing, handover]);

  const submit = () => {
    if (send(draft)) setDraft('');
  };
  // Enter sends; Shift+Enter keeps its newline. IME composition must not send half a word.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <section aria-label={texts.chatTitle} data-testid="support-chat" className="support-chat" style={{ height }}>
      <p className="support-muted support-text" data-testid="support-operator-status">
        {texts.offline}
      </p>
      <ol ref={list} aria-live="polite" aria-label={texts.chatTitle} data-testid="support-messages" className="support-messages">
        {messages.map((message) => (
          <li
            key={message.id}
            data-sender={message.sender}
            className={message.sender === 'user' ? 'support-bubble support-bubble--mine' : 'support-bubble'}
          >
            <span className="ui-visually-hidden">{message.sender === 'user' ? texts.you : texts.bot}: </span>
            {message.text}
            <time dateTime={new Date(message.timestamp).toISOString()} className="support-bubble__time">
              {formatChatTime(message.timestamp, locale)}
            </time>
          </li>
        ))}
      </ol>
      {(handover === 'offered' || handover === 'sending' || handover === 'failed') && (
        <div className="support-handover" data-testid="support-handover">
          <p className="support-text">{texts.handover}</p>
          <button type="button" className="support-primary" disabled={handover === 'sending'} onClick={() => void handOver()}>
            {texts.handoverSend}
          </button>
          {handover === 'failed' && (
            <p role="alert" className="support-alert">
              {texts.handoverFailed}
            </p>
          )}
        </div>
      )}
      {typing && (
        <p role="status" data-testid="support-typing" className="support-muted support-text">
          {texts.typing}
        </p>
      )}
      <form
        className="support-compose"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="ui-visually-hidden">
          {texts.message}
        </label>
        <textarea
          id={inputId}
          name="message"
          rows={2}
          value={draft}
          placeholder={texts.message}
          autoFocus={autoFocus}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="support-control support-control--text support-compose__box"
        />
        <button type="submit" disabled={blank} className="support-primary" data-sent={sent}>
          {sent ? texts.sent : texts.send}
        </button>
      </form>
    </section>
  );
}
