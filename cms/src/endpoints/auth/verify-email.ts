import { authError } from '../../auth/errors';
import { emptySchema, verifyEmailSchema } from '../../auth/schemas';
import { hashToken } from '../../auth/tokens';
import { toUserAnswer } from '../../auth/trader-answer';
import { defineEndpoint, success, traderOf } from './define';
import { sendVerificationMail } from './verification';

/** POST /api/auth/verify-email/request: mails the signed-in trader a new confirmation link. */
export const verifyEmailRequestEndpoint = defineEndpoint({
  path: '/auth/verify-email/request',
  method: 'post',
  schema: emptySchema,
  limited: true,
  run: async (req) => {
    const trader = traderOf(req);
    if (!trader) return authError('UNAUTHORIZED');
    if (trader.emailVerified === true) return success({ sent: false, emailVerified: true });
    await sendVerificationMail(req.payload, trader.id, String(trader.email));
    return success({ sent: true, emailVerified: false });
  },
});

/** POST /api/auth/verify-email {token}: the link from the e-mail marks the address confirmed, once. */
export const verifyEmailEndpoint = defineEndpoint({
  path: '/auth/verify-email',
  method: 'post',
  schema: verifyEmailSchema,
  limited: true,
  run: async (req, { token }) => {
    const { payload } = req;
    const found = await payload.find({
      collection: 'traders',
      where: { emailVerificationTokenHash: { equals: hashToken(token) } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
    });
    const trader = found.docs[0] as (Record<string, unknown> & { id: number | string }) | undefined;
    const expiresAt = trader?.emailVerificationExpiresAt;
    if (!trader || typeof expiresAt !== 'string' || new Date(expiresAt) <= new Date()) {
      return authError('INVALID_TOKEN', {
        validationErrors: [{ field: 'token', code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' }],
      });
    }
    const updated = await payload.update({
      collection: 'traders',
      id: trader.id,
      data: { emailVerified: true, emailVerificationTokenHash: null, emailVerificationExpiresAt: null },
    });
    return success({ user: toUserAnswer(updated) });
  },
});
