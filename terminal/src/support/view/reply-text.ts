import type { BotReply } from '../model/support-bot';
import type { Catalogue } from '@bourse/i18n';

/** The words of a bot reply in the page's language. */
export function describeReply(reply: BotReply, texts: Catalogue['support']): string {
  if (reply.kind === 'scripted') return texts.scripted[reply.topic];
  if (reply.kind === 'faq') return `${texts.hint}\n${reply.entry.question}\n${reply.entry.answer}`;
  return texts.noMatch;
}

/** HH:mm of a message, 24-hour, in the page's locale. */
export function formatChatTime(timestamp: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(timestamp);
}
