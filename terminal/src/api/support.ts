import * as z from 'zod/mini';
import { callbackRequestSchema, supportEmailSchema } from '../support/model/support-bot-forms';

/** What a trader's request to support is about: a callback, an e-mail, or a chat handed over when no operator is online. */
export const SUPPORT_KINDS = ['callback', 'email', 'chat'] as const;
/** A request's life: open until staff answer it, then answered, then closed (staff close a request with or without an answer). */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
const locale = z.optional(z.string().check(z.regex(/^[a-z]{2}$/, 'INVALID')));

/**
 * The body of `POST /api/support/requests`: one of the two support forms as the browser checks it,
 * or the chat's hand-over (the trader's question in their own words). The CMS parses the same
 * schema, so a request the form refuses is refused by the server too.
 * @example supportRequestSchema.safeParse({ kind: 'email', email: '', subject: 'Deposit', text: 'Not credited' }).success // true
 */
export const supportRequestSchema = z.discriminatedUnion('kind', [
  z.extend(callbackRequestSchema, { kind: z.literal('callback'), locale }),
  z.extend(supportEmailSchema, { kind: z.literal('email'), locale }),
  z.object({ kind: z.literal('chat'), text: required(2000), locale }),
]);
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/**
 * One request as its owner sees it in the cabinet: what it was about, its status and the staff's
 * answer once given.
 * @example supportRequestAnswerSchema.parse({ id: '4', kind: 'callback', status: 'open', subject: '+7 900', createdAt: '2026-11-28T16:00:00.000Z', answer: null, answeredAt: null })
 */
export const supportRequestAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(SUPPORT_KINDS),
  status: z.enum(SUPPORT_STATUSES),
  subject: z.string(),
  createdAt: z.string(),
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
});
export type SupportRequestAnswer = z.infer<typeof supportRequestAnswerSchema>;
