import { AuthenticationError } from 'payload';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError } from '../../auth/errors';
import { checkPassword } from '../../auth/password-policy';
import { changePasswordSchema } from '../../auth/schemas';
import { readJwtClaims } from '../../auth/tokens';
import { defineEndpoint, success, traderOf } from './define';
import { findRawTrader, keepOnlySession, revokeSession } from './sessions';

/**
 * POST /api/auth/change-password {currentPassword, newPassword}: the signed-in trader proves the
 * current password (checked as a login would, the session it opens ended at once), the new one
 * passes the policy, and every other session of the account ends: a browser left signed in
 * elsewhere, or a thief's, must log in again with the new password. The session asking stays.
 */
export const changePasswordEndpoint = defineEndpoint({
  path: '/auth/change-password',
  method: 'post',
  schema: changePasswordSchema,
  limited: true,
  run: async (req, { currentPassword, newPassword }) => {
    const trader = traderOf(req);
    if (!trader || !trader._sid) return authError('UNAUTHORIZED');
    if (!isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    const problems = checkPassword(newPassword, 'newPassword');
    if (problems.length) return authError('VALIDATION_ERROR', { validationErrors: problems });
    const { payload } = req;
    try {
      const proof = await payload.login({ collection: 'traders', data: { email: String(trader.email), password: currentPassword } });
      const proofSid = readJwtClaims(proof.token ?? '').sid;
      if (proofSid) await revokeSession(payload, trader.id, proofSid);
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      return authError('VALIDATION_ERROR', {
        validationErrors: [{ field: 'currentPassword', code: 'CURRENT_PASSWORD_WRONG', message: 'The current password is incorrect.' }],
      });
    }
    const before = (await findRawTrader(payload, trader.id))?.sessions ?? [];
    await payload.update({ collection: 'traders', id: trader.id, data: { password: newPassword } });
    await keepOnlySession(payload, trader.id, trader._sid, before);
    return success({ message: 'Your password is changed. Every other session has ended.' });
  },
});
