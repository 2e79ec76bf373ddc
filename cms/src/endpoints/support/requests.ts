import { supportRequestSchema, type SupportRequestAnswer, type SupportRequestInput } from '@bourse/terminal/api';
import { authError } from '../../auth/errors';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { defineEndpoint, success, traderOf } from '../auth/define';
import { supportAckMail } from '../../email/support-mail';
import type { SupportRequest } from '../../payload-types';

/** A trader may keep this many requests open at once: enough for real needs, not a flood. */
export const MAX_OPEN_REQUESTS = 20;

/** The line a request is listed under: the e-mail's subject, the callback's phone and topic, the chat's first words. */
function subjectOf(input: SupportRequestInput): string {
  if (input.kind === 'email') return input.subject;
  if (input.kind === 'callback') return [input.phone, input.topic].filter(Boolean).join(' · ');
  return input.text.split('\n')[0]!.slice(0, 120);
}

function recordOf(input: SupportRequestInput) {
  const base = { kind: input.kind, subject: subjectOf(input), locale: input.locale ?? 'en' };
  if (input.kind === 'email') return { ...base, message: input.text, replyEmail: input.email || null };
  if (input.kind === 'chat') return { ...base, message: input.text };
  const { phone, telegram, whatsapp, language, timeZone, time, date, topic } = input;
  return { ...base, message: topic, callback: { phone, telegram, whatsapp, language, timeZone, time, date } };
}

/** A request as its owner sees it. */
export function toSupportAnswer(doc: SupportRequest): SupportRequestAnswer {
  return {
    id: String(doc.id),
    kind: doc.kind,
    status: doc.status,
    subject: doc.subject,
    createdAt: doc.createdAt,
    answer: doc.answer?.trim() ? doc.answer : null,
    answeredAt: doc.answeredAt ?? null,
  };
}

/**
 * POST /api/support/requests: stores one request of the signed-in trader (the same schema the
 * cabinet's forms check) and e-mails the acknowledgement. The owner is the session's trader,
 * never a field of the body.
 */
export const supportRequestCreateEndpoint = defineEndpoint({
  path: '/support/requests',
  method: 'post',
  schema: supportRequestSchema,
  limited: true,
  run: async (req, input) => {
    const trader = traderOf(req);
    if (!trader) return authError('UNAUTHORIZED');
    if (!isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    const open = await req.payload.count({
      collection: 'support-requests',
      where: { and: [{ trader: { equals: trader.id } }, { status: { equals: 'open' } }] },
    });
    if (open.totalDocs >= MAX_OPEN_REQUESTS) {
      return authError('VALIDATION_ERROR', {
        validationErrors: [
          { field: '', code: 'TOO_MANY_OPEN', message: `You have ${MAX_OPEN_REQUESTS} open requests: wait for an answer first.` },
        ],
      });
    }
    const doc = await req.payload.create({
      collection: 'support-requests',
      data: { ...recordOf(input), trader: Number(trader.id), status: 'open' },
      depth: 0,
    });
    await req.payload.sendEmail({ to: doc.replyEmail || String(trader.email), ...supportAckMail(String(doc.id), doc.locale ?? 'en') });
    return success(toSupportAnswer(doc), { status: 201 });
  },
});

/** GET /api/support/requests: the signed-in trader's own requests, newest first (read with their access). */
export const supportRequestListEndpoint = defineEndpoint({
  path: '/support/requests',
  method: 'get',
  run: async (req) => {
    const trader = traderOf(req);
    if (!trader) return authError('UNAUTHORIZED');
    const found = await req.payload.find({
      collection: 'support-requests',
      sort: '-createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: false,
      user: trader,
    });
    return success(found.docs.map(toSupportAnswer));
  },
});
