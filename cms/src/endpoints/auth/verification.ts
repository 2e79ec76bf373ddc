import type { Payload } from 'payload';
import { createOneTimeToken } from '../../auth/tokens';
import { verifyEmailMail } from '../../email/templates';

export const VERIFY_TOKEN_HOURS = 24;

/** Stores the hash of a new one-time token (replacing any older link) and mails the link. */
export async function sendVerificationMail(payload: Payload, traderId: string | number, email: string): Promise<void> {
  const { token, hash } = createOneTimeToken();
  await payload.update({
    collection: 'traders',
    id: traderId,
    data: {
      emailVerificationTokenHash: hash,
      emailVerificationExpiresAt: new Date(Date.now() + VERIFY_TOKEN_HOURS * 3600_000).toISOString(),
    },
  });
  await payload.sendEmail({ to: email, ...verifyEmailMail(token) });
}
