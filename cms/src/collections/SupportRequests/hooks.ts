import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';
import { supportAnswerMail } from '../../email/support-mail';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A new or changed answer makes an open request answered, with the time it was given. */
export const markAnswered: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data;
  const answer = trimmed(data.answer ?? originalDoc?.answer);
  const changed = answer !== '' && answer !== trimmed(originalDoc?.answer);
  if (!changed) return data;
  return { ...data, answer, answeredAt: new Date().toISOString(), status: data.status === 'closed' ? 'closed' : 'answered' };
};

/** The trader gets each new answer by e-mail, in the language they wrote in, at the address they asked for. */
export const mailAnswer: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc;
  const answer = trimmed(doc.answer);
  if (answer === '' || answer === trimmed(previousDoc?.answer)) return doc;
  const traderId = typeof doc.trader === 'object' && doc.trader ? doc.trader.id : doc.trader;
  const trader = await req.payload.findByID({ collection: 'traders', id: traderId, depth: 0, req });
  const to = trimmed(doc.replyEmail) || String(trader.email);
  await req.payload.sendEmail({ to, ...supportAnswerMail(String(doc.id), answer, String(doc.locale ?? 'en')) });
  return doc;
};
