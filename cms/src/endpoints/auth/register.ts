import { authError } from '../../auth/errors';
import { answerNoSoonerThan } from '../../auth/even-timing';
import { checkPassword } from '../../auth/password-policy';
import { registerSchema } from '../../auth/schemas';
import { alreadyRegisteredMail } from '../../email/templates';
import { defineEndpoint, success } from './define';
import { sendVerificationMail } from './verification';
import { randomBytes } from 'node:crypto';

export const REGISTER_MESSAGE = 'Check your inbox: we sent a link to confirm your e-mail address.';

const defaultUsername = (email: string) =>
  `${
    email
      .split('@')[0]!
      .replace(/[^a-zA-Z0-9_.-]/g, '')
      .slice(0, 20) || 'trader'
  }-${randomBytes(3).toString('hex')}`;

/**
 * POST /api/auth/register {email, password, username?, firstName?, lastName?}. The answer is the
 * same whether or not the address already has an account (the owner gets an e-mail instead), and
 * comes no sooner than a fixed floor either way (even-timing.ts), so registration cannot be used to
 * find out who trades here. The trader then confirms the address
 * and logs in.
 */
export const registerEndpoint = defineEndpoint({
  path: '/auth/register',
  method: 'post',
  schema: registerSchema,
  limited: true,
  run: async (req, input) => {
    const { payload } = req;
    const settle = answerNoSoonerThan();
    const problems = checkPassword(input.password);
    if (problems.length) return authError('VALIDATION_ERROR', { validationErrors: problems });
    const existing = await payload.find({ collection: 'traders', where: { email: { equals: input.email } }, limit: 1, depth: 0 });
    if (existing.docs[0]) {
      await payload.sendEmail({ to: input.email, ...alreadyRegisteredMail() });
      return settle(success({ message: REGISTER_MESSAGE }, { status: 201 }));
    }
    if (input.username) {
      const taken = await payload.count({ collection: 'traders', where: { username: { equals: input.username } } });
      if (taken.totalDocs > 0)
        return authError('USERNAME_TAKEN', {
          validationErrors: [{ field: 'username', code: 'USERNAME_TAKEN', message: 'This username is taken: choose another.' }],
        });
    }
    const trader = await payload.create({
      collection: 'traders',
      data: {
        email: input.email,
        password: input.password,
        username: input.username ?? defaultUsername(input.email),
        firstName: input.firstName,
        lastName: input.lastName,
      },
    });
    await sendVerificationMail(payload, trader.id, input.email);
    return settle(success({ message: REGISTER_MESSAGE }, { status: 201 }));
  },
});
