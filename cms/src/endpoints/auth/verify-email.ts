import { authError } from '../../auth/errors';
import { answerNoSoonerThan } from '../../auth/even-timing';
import { verificationRequestSchema, verifyEmailSchema } from '../../auth/schemas';
import { hashToken } from '../../auth/tokens';
import { toUserAnswer } from '../../auth/trader-answer';
import { defineEndpoint, success } from './define';
import { sendVerificationMail } from './verification';

export const VERIFICATION_REQUEST_MESSAGE = 'If an account with this address waits for confirmation, a new link is on its way.';

/**
 * POST /api/auth/verify-email/request {email}: mails a new confirmation link to an account that has
 * not confirmed its address yet (login waits for it). Asked by someone who cannot log in, so it
 * answers alike, and no sooner than the same floor, whether or not the address has such an account.
 */
export const verifyEmailRequestEndpoint = defineEndpoint({
  path: '/auth/verify-email/request',
  method: 'post',
  schema: verificationRequestSchema,
  limited: true,
  run: async (req, { email }) => {
    const settle = answerNoSoonerThan();
    const found = await req.payload.find({ collection: 'traders', where: { email: { equals: email } }, limit: 1, depth: 0 });
    const trader = found.docs[0];
    if (trader && trader.emailVerified !== true && trader.status === 'active')
      await sendVerificationMail(req.payload, trader.id, String(trader.email));
    return settle(success({ message: VERIFICATION_REQUEST_MESSAGE }));
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
