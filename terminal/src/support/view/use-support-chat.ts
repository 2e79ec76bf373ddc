import { useCallback, useEffect, useRef, useState } from 'react';
import {
  answerMessage,
  BOT_REPLY_DELAY_MS,
  handoverText,
  normalizeMessage,
  offersHandover,
  SENT_FLAG_MS,
  type SupportFaqEntry,
} from '../model/support-bot';
import { fill, type Catalogue } from '@bourse/i18n';
import type { SupportRequestInput } from '../../api/support';
import type { WriteResult } from '../../session/store/account-call';
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

/** Whether the chat offers to send the conversation to staff, and how that went. */
export type Handover = 'none' | 'offered' | 'sending' | 'sent' | 'failed';
export type SendRequest = (input: SupportRequestInput) => Promise<WriteResult<{ id: string }>>;

/**
 * The chat's state: messages (the greeting first), the typing indicator while the bot's 500 ms
 * reply delay runs, the 1 s "sent" flag, and the hand-over to a support request when the trader
 * asks for an operator or the bot has no answer. Timers are cleared on unmount so a closed panel
 * never updates.
 */
export function useSupportChat(entries: readonly SupportFaqEntry[], texts: Catalogue['support'], locale: string, sendRequest: SendRequest) {
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
  const [handover, setHandover] = useState<Handover>('none');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
    };
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
      if (offersHandover(reply)) setHandover((current) => (current === 'sending' ? current : 'offered'));
    });
    return true;
  };

  /** Sends what the trader wrote in this chat to staff as one support request. */
  const handOver = async () => {
    const written = messages.filter((message) => message.sender === 'user').map((message) => message.text);
    if (written.length === 0 || handover === 'sending') return;
    setHandover('sending');
    const result = await sendRequest({ kind: 'chat', text: handoverText(written), locale });
    if (!mounted.current) return;
    if (!result.ok) return setHandover('failed');
    setHandover('sent');
    setMessages((list) => [...list, makeMessage(fill(texts.handoverSent, { id: result.data.id }, locale), 'bot')]);
  };

  return { messages, typing: pendingReplies > 0, sent, send, handover, handOver };
}
