import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload';
import { verificationLevelOf, type PlusStatus } from '@bourse/terminal/api';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A rejection must say why (the trader reads it); a decision is stamped with its time. */
export const requireReason: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data;
  const status = data.status ?? originalDoc?.status;
  if (status === 'rejected' && !text(data.reason ?? originalDoc?.reason)) {
    throw new ValidationError({
      collection: 'verification-requests',
      errors: [{ path: 'reason', message: 'Say why the request is rejected: the trader reads it and needs to know what to fix.' }],
    });
  }
  const decided = status !== originalDoc?.status && status !== 'pending';
  return decided
    ? { ...data, reason: status === 'approved' ? null : text(data.reason ?? originalDoc?.reason), reviewedAt: new Date().toISOString() }
    : data;
};

/**
 * The staff's decision reaches the trader: their Plus status and reason, and the level the
 * server grants (the ledger's withdrawal limits read `verificationLevel`).
 */
export const applyReview: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc;
  const traderId = typeof doc.trader === 'object' && doc.trader ? doc.trader.id : doc.trader;
  const trader = await req.payload.findByID({ collection: 'traders', id: traderId, depth: 0, req });
  const plusStatus = doc.status as PlusStatus;
  await req.payload.update({
    collection: 'traders',
    id: traderId,
    req,
    data: {
      plusStatus,
      plusReason: plusStatus === 'rejected' ? text(doc.reason) : null,
      verificationLevel: verificationLevelOf({
        emailVerified: trader.emailVerified === true,
        phoneVerified: trader.phoneVerified === true,
        plusStatus,
      }),
    },
  });
  return doc;
};
