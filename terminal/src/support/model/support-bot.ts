import Fuse from 'fuse.js';
import * as z from 'zod/mini';

/**
 * One FAQ entry as the support widget receives it (id, question, answer, category, keywords).
 * Keywords may come as Payload's array rows (`{ keyword }`), so the site passes CMS entries as is.
 * @example supportFaqEntrySchema.parse({ id: 1, question: 'How fast are deposits?', answer: 'Instant.', category: 'finance', keywords: [{ keyword: 'deposit' }] })
 */
export const supportFaqEntrySchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  question: z.string().check(z.minLength(1)),
  answer: z.string().check(z.minLength(1)),
  category: z.string(),
  keywords: z.pipe(
    z.nullish(
      z.array(
        z.union([
          z.string(),
          z.pipe(
            z.object({ keyword: z.string() }),
            z.transform((row) => row.keyword),
          ),
        ]),
      ),
    ),
    z.transform((list) => list ?? []),
  ),
});
export type SupportFaqEntry = z.output<typeof supportFaqEntrySchema>;

/** Keeps the well-formed entries; a malformed one must not take the support widget down. */
export function parseFaqEntries(faq: readonly unknown[]): SupportFaqEntry[] {
  return faq.flatMap((entry) => {
    const parsed = supportFaqEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The chat FAQ search forgives up to 3 edits. */
export const MAX_FAQ_EDITS = 3;
/** The bot answers 500 ms after the user's message. */
export const BOT_REPLY_DELAY_MS = 500;
/** The send button shows "sent" for 1 s. */
export const SENT_FLAG_MS = 1000;

export type ScriptedTopic = 'operator' | 'farewell' | 'greeting';

/**
 * What the bot answers, as data; the widget turns it into words in the page's language.
 * @example answerMessage('hello', []); // { kind: 'scripted', topic: 'greeting' }
 */
export type BotReply = { kind: 'scripted'; topic: ScriptedTopic } | { kind: 'faq'; entry: SupportFaqEntry } | { kind: 'no-match' };

// Checked in this order: a message such as "hello, I need an operator" wants the operator, and
// "thanks, bye" is a farewell even though it is polite. Every language the chat greets in is here,
// since the greeting tells the trader which word calls an operator (ru, en, de, es).
const SCRIPTED_KEYWORDS: ReadonlyArray<[ScriptedTopic, readonly string[]]> = [
  [
    'operator',
    [
      'оператор',
      'оператора',
      'оператором',
      'живой человек',
      'менеджер',
      'operator',
      'agent',
      'human',
      'live person',
      'mitarbeiter',
      'mitarbeiterin',
      'mensch',
      'operador',
      'operadora',
      'agente',
      'humano',
      'persona real',
    ],
  ],
  [
    'farewell',
    [
      'пока',
      'до свидания',
      'всего доброго',
      'bye',
      'goodbye',
      'see you',
      'farewell',
      'tschüss',
      'auf wiedersehen',
      'adiós',
      'adios',
      'hasta luego',
    ],
  ],
  [
    'greeting',
    [
      'привет',
      'здравствуйте',
      'здравствуй',
      'добрый день',
      'добрый вечер',
      'доброе утро',
      'hello',
      'hi',
      'hey',
      'good morning',
      'good afternoon',
      'good evening',
      'hallo',
      'guten tag',
      'guten morgen',
      'guten abend',
      'hola',
      'buenos días',
      'buenos dias',
      'buenas tardes',
    ],
  ],
];

/** Trims a chat message; blank or whitespace-only text is not a message. */
export function normalizeMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

// Whole words only: "hi" must not fire inside "this" or "withdrawal".
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;
}

/** The scripted topic a message mentions, if any. */
export function scriptedTopic(text: string): ScriptedTopic | null {
  const haystack = words(text);
  for (const [topic, keywords] of SCRIPTED_KEYWORDS) {
    if (keywords.some((keyword) => haystack.includes(` ${keyword} `))) return topic;
  }
  return null;
}

// Fuse's bitap score is errors / pattern length once location is ignored, and the pattern is cut
// into 32-character chunks; so "at most 3 edits" is 3 / that length. Short queries are capped so
// that a three-letter word does not match everything.
function thresholdFor(query: string): number {
  return Math.min(0.34, MAX_FAQ_EDITS / Math.min(query.length, 32));
}

/**
 * FAQ entries matching a query, best first: the question or a keyword within 3 edits.
 * An empty or whitespace query finds nothing.
 * @example searchFaq(entries, 'verifcation')[0]?.question; // 'How long does verification take?'
 */
export function searchFaq(entries: readonly SupportFaqEntry[], query: string): SupportFaqEntry[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'question', weight: 2 },
      { name: 'keywords', weight: 1 },
    ],
    ignoreLocation: true,
    includeScore: true,
    threshold: thresholdFor(trimmed),
  });
  return fuse.search(trimmed).map((result) => result.item);
}

/** The bot's answer to one message, or null when the message is blank and is not sent. */
export function answerMessage(text: string, entries: readonly SupportFaqEntry[]): BotReply | null {
  const message = normalizeMessage(text);
  if (message === null) return null;
  const topic = scriptedTopic(message);
  if (topic) return { kind: 'scripted', topic };
  const [best] = searchFaq(entries, message);
  return best ? { kind: 'faq', entry: best } : { kind: 'no-match' };
}

/**
 * No operator works the chat live: when the trader asks for one, or the bot has no answer, the
 * chat offers to send the question to staff as a support request instead.
 * @example offersHandover({ kind: 'no-match' }) // true
 */
export const offersHandover = (reply: BotReply): boolean =>
  reply.kind === 'no-match' || (reply.kind === 'scripted' && reply.topic === 'operator');

/** The request's text is what the trader wrote in the chat, oldest first, newest kept when it is too long. */
export const HANDOVER_MAX_CHARS = 2000;

/** @example handoverText(['Hi', 'My deposit is late']) // 'Hi\nMy deposit is late' */
export function handoverText(messages: readonly string[]): string {
  const text = messages.join('\n');
  return text.length <= HANDOVER_MAX_CHARS ? text : text.slice(text.length - HANDOVER_MAX_CHARS);
}
