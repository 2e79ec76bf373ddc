import { AuthenticationError, LockedAuth } from 'payload';
import { authError, errorResponse } from '../../auth/errors';
import { hashDummyPassword } from '../../auth/dummy-hash';
import { loginGuard } from '../../auth/login-guard';
import { loginSchema } from '../../auth/schemas';
import { readJwtClaims } from '../../auth/tokens';
import { clientAddress } from '../../http/client-address';
import { defineEndpoint, success } from './define';
import { extendSession, findRawTrader, revokeSession, sessionAnswer } from './sessions';

/**
 * POST /api/auth/login {email, password} -> { success, data: { token, refreshToken, user } }.
 * Attempts pass the login guard first (auth/login-guard.ts: 5 wrong passwords lock that address
 * out of that account for 10 minutes; under a guess spread over many addresses, each address that
 * failed waits, while one that has not, the owner's, is checked at once).
 * An address without an account costs the same password hashing as a wrong password.
 */
export const loginEndpoint = defineEndpoint({
  path: '/auth/login',
  method: 'post',
  schema: loginSchema,
  limited: true,
  run: async (req, { email, password }) => {
    const { payload } = req;
    const verdict = await loginGuard().begin('traders', email, clientAddress(req.headers));
    if (!verdict.ok) return errorResponse(authError(verdict.code), { 'retry-after': String(verdict.retryAfterSeconds) });
    let result;
    try {
      const known = await payload.db.findOne({ collection: 'traders', where: { email: { equals: email } } });
      if (!known) {
        await hashDummyPassword(password);
        return authError('INVALID_CREDENTIALS');
      }
      result = await payload.login({ collection: 'traders', data: { email, password } });
    } catch (error) {
      if (error instanceof AuthenticationError || error instanceof LockedAuth) return authError('INVALID_CREDENTIALS');
      throw error;
    }
    // The right password: this attempt is no failure (every other outcome stays counted as one).
    await verdict.succeeded();
    const sid = readJwtClaims(result.token ?? '').sid;
    const trader = result.user ? await findRawTrader(payload, result.user.id) : null;
    if (!result.token || !sid || !trader) return authError('SERVER_ERROR');
    if (trader.status !== 'active') {
      await revokeSession(payload, trader.id, sid);
      return authError('ACCOUNT_DISABLED');
    }
    // Nobody holds an account under an address they have not shown is theirs: login waits for the
    // confirmation link (a new one from POST /api/auth/verify-email/request).
    if (trader.emailVerified !== true) {
      await revokeSession(payload, trader.id, sid);
      return authError('EMAIL_NOT_VERIFIED');
    }
    await extendSession(payload, trader, sid);
    const { data, cookies } = sessionAnswer(payload, trader, sid, result.token);
    return success(data, { cookies });
  },
});
