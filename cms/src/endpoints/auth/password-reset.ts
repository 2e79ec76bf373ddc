import { authError } from '../../auth/errors';
import { checkPassword } from '../../auth/password-policy';
import { forgotPasswordSchema, resetPasswordSchema } from '../../auth/schemas';
import { resetPasswordMail } from '../../email/templates';
import { answerNoSoonerThan } from '../../auth/even-timing';
import { loginGuard } from '../../auth/login-guard';
import { defineEndpoint, success } from './define';

export const FORGOT_MESSAGE = 'If an account exists for this address, we sent it a link to reset the password.';

/**
 * POST /api/auth/forgot-password {email}: the same answer, no sooner than the same floor, whether
 * or not the address has an account.
 */
export const forgotPasswordEndpoint = defineEndpoint({
  path: '/auth/forgot-password',
  method: 'post',
  schema: forgotPasswordSchema,
  limited: true,
  run: async (req, { email }) => {
    const { payload } = req;
    const settle = answerNoSoonerThan();
    // Payload stores the token and its 1-hour expiry; we send our own message linking to the site.
    const token = await payload.forgotPassword({ collection: 'traders', data: { email }, disableEmail: true });
    if (token) await payload.sendEmail({ to: email, ...resetPasswordMail(token) });
    return settle(success({ message: FORGOT_MESSAGE }));
  },
});

/**
 * POST /api/auth/reset-password {token, password}: sets the new password, unlocks the account and
 * ends every session (Payload's reset clears them), so a thief's stolen session dies too.
 */
export const resetPasswordEndpoint = defineEndpoint({
  path: '/auth/reset-password',
  method: 'post',
  schema: resetPasswordSchema,
  limited: true,
  run: async (req, { token, password }) => {
    const { payload } = req;
    const problems = checkPassword(password);
    if (problems.length) return authError('VALIDATION_ERROR', { validationErrors: problems });
    try {
      const { user } = await payload.resetPassword({ collection: 'traders', data: { token, password }, overrideAccess: true });
      // The owner proved the mailbox: failed logins against the account no longer count.
      if (typeof user?.email === 'string') await loginGuard().forget(user.email);
    } catch {
      return authError('INVALID_TOKEN', {
        validationErrors: [{ field: 'token', code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' }],
      });
    }
    return success({ message: 'Your password is changed. Log in with the new password.' });
  },
});
