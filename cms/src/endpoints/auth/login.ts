import { AuthenticationError, LockedAuth } from 'payload';
import { authError } from '../../auth/errors';
import { loginSchema } from '../../auth/schemas';
import { readJwtClaims } from '../../auth/tokens';
import { defineEndpoint, success } from './define';
import { extendSession, findRawTrader, revokeSession, sessionAnswer } from './sessions';

/**
 * POST /api/auth/login {email, password} -> { success, data: { token, refreshToken, user } }.
 * Payload counts failures: the 5th wrong password locks the account for 10 minutes.
 */
export const loginEndpoint = defineEndpoint({
  path: '/auth/login',
  method: 'post',
  schema: loginSchema,
  limited: true,
  run: async (req, { email, password }) => {
    const { payload } = req;
    let result;
    try {
      result = await payload.login({ collection: 'traders', data: { email, password } });
    } catch (error) {
      if (error instanceof LockedAuth) return authError('ACCOUNT_LOCKED');
      if (error instanceof AuthenticationError) return authError('INVALID_CREDENTIALS');
      throw error;
    }
    const sid = readJwtClaims(result.token ?? '').sid;
    const trader = result.user ? await findRawTrader(payload, result.user.id) : null;
    if (!result.token || !sid || !trader) return authError('SERVER_ERROR');
    if (trader.status !== 'active') {
      await revokeSession(payload, trader.id, sid);
      return authError('ACCOUNT_DISABLED');
    }
    await extendSession(payload, trader, sid);
    const { data, cookies } = sessionAnswer(payload, trader, sid, result.token);
    return success(data, { cookies });
  },
});
