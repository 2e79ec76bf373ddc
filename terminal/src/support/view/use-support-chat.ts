import { useCallback, useEffect, useRef, useState } from 'react';
import { answerMessage, BOT_REPLY_DELAY_MS, normalizeMessage, SENT_FLAG_MS, type SupportFaqEntry } from '../model/support-bot';
import { type Catalogue } from '@bourse/i18n';
import { describeReply } from './reply-text';

/**
 * One chat bubble (id, text, sender, timestamp).
 * @example { id: 'm2', text: 'hello', sender: 'user', timestamp: 1715680000000 }
 */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
}

/**
 * The chat's state: messages (the greeting first), the typing indicator while the bot's 500 ms
 * reply delay runs, and the 1 s "sent" flag. Timers are cleared on unmount so a closed panel
 * never updates.
 */
export function useSupportChat(entries: readonly SupportFaqEntry[], texts: Catalogue['support']) {
  const nextId = useRef(1);
  const makeMessage = (text: string, sender: ChatMessage['sender']): ChatMessage => ({
    id: `m${nextId.current++}`,
    text,
    sender,
    timestamp: Date.now(),
  });
  const [messages, setMessages] = useState<ChatMessage[]>(() => [makeMessage(texts.greeting, 'bot')]);
  // A count, not a flag: a second message sent within the delay keeps the indicator on.
  const [pendingReplies, setPendingReplies] = useState(0);
  const [sent, setSent] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  /** Sends a message; returns false (and sends nothing) when it is blank. */
  const send = (text: string): boolean => {
    const message = normalizeMessage(text);
    const reply = answerMessage(text, entries);
    if (message === null || reply === null) return false;
    setMessages((list) => [...list, makeMessage(message, 'user')]);
    setSent(true);
    setPendingReplies((n) => n + 1);
    later(SENT_FLAG_MS, () => setSent(false));
    later(BOT_REPLY_DELAY_MS, () => {
      setPendingReplies((n) => n - 1);
      setMessages((list) => [...list, makeMessage(describeReply(reply, texts), 'bot')]);
    });
    return true;
  };

  return { messages, typing: pendingReplies > 0, sent, send };
}
