import type { BotReply, ScriptedTopic } from '../../domain/support-bot';

/** Interface texts of the support widget, page and forms (ru and en; other locales read en). */
const EN = {
  open: 'Open support', close: 'Close support', panel: 'Support', faqTitle: 'Frequently asked questions',
  search: 'Search questions', searchPlaceholder: 'Describe your question', noResults: 'No results found',
  startChat: 'Start a chat', back: 'Back to questions', chatTitle: 'Chat with support',
  offline: 'Operators are currently offline', connecting: 'Connecting to operator...',
  greeting: 'Hello! I am the support assistant. Ask a question or type "operator".',
  message: 'Your message', send: 'Send', sent: 'Sent', typing: 'Support is typing…', you: 'You', bot: 'Support',
  hint: 'Perhaps this answer helps:', noMatch: "Sorry, I couldn't find a suitable answer. Would you like to talk to an operator?",
  scripted: {
    greeting: 'Hello! How can I help you?',
    farewell: 'Goodbye! Write to us if you have more questions.',
    operator: 'Connecting to operator... Operators are currently offline: leave your question here and we will reply within 24 hours.',
  } satisfies Record<ScriptedTopic, string>,
};
export type SupportTexts = typeof EN;

const RU: SupportTexts = {
  open: 'Открыть поддержку', close: 'Закрыть поддержку', panel: 'Поддержка', faqTitle: 'Частые вопросы',
  search: 'Поиск по вопросам', searchPlaceholder: 'Опишите ваш вопрос', noResults: 'По вашему запросу ничего не найдено',
  startChat: 'Начать чат', back: 'Назад к вопросам', chatTitle: 'Чат с поддержкой',
  offline: 'Операторы сейчас не в сети', connecting: 'Соединяем с оператором...',
  greeting: 'Здравствуйте! Я помощник службы поддержки. Задайте вопрос или напишите «оператор».',
  message: 'Ваше сообщение', send: 'Отправить', sent: 'Отправлено', typing: 'Поддержка печатает…', you: 'Вы', bot: 'Поддержка',
  hint: 'Возможно, вам поможет этот ответ:', noMatch: 'Извините, я не нашел подходящего ответа. Хотите поговорить с оператором?',
  scripted: {
    greeting: 'Здравствуйте! Чем я могу вам помочь?',
    farewell: 'До свидания! Если появятся вопросы — пишите.',
    operator: 'Соединяем с оператором... Операторы сейчас не в сети: оставьте вопрос здесь, и мы ответим в течение 24 часов.',
  },
};

/** @example supportTexts('ru').send; // 'Отправить' */
export function supportTexts(locale: string): SupportTexts {
  return locale.startsWith('ru') ? RU : EN;
}

/** The words of a bot reply in the page's language. */
export function describeReply(reply: BotReply, texts: SupportTexts): string {
  if (reply.kind === 'scripted') return texts.scripted[reply.topic];
  if (reply.kind === 'faq') return `${texts.hint}\n${reply.entry.question}\n${reply.entry.answer}`;
  return texts.noMatch;
}

/** HH:mm of a message, 24-hour, in the page's locale. */
export function formatChatTime(timestamp: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(timestamp);
}
