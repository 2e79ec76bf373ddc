import { cookieOptions, clearedSessionCookies, readCookie, REFRESH_COOKIE } from '../../auth/cookies';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError, errorResponse } from '../../auth/errors';
import { refreshSchema } from '../../auth/schemas';
import { inspectRefreshToken } from '../../auth/tokens';
import { defineEndpoint, success } from './define';
import { findRawTrader, refreshFamily, sessionAnswer, signAccessToken } from './sessions';

/**
 * POST /api/auth/refresh {refreshToken} (or the refresh cookie) -> a new access token and a new
 * refresh token, on the next session of the family (rotation; the old session and its access
 * token end at once). A token used twice ends the family, except for a racing duplicate, which
 * gets the same new session (auth/session-family.ts). Refusals say why: SESSION_EXPIRED,
 * SESSION_REVOKED (logged out, suspended, or reused), INVALID_REFRESH_TOKEN (not ours).
 */
export const refreshEndpoint = defineEndpoint({
  path: '/auth/refresh',
  method: 'post',
  schema: refreshSchema,
  limited: true,
  run: async (req, body) => {
    const { payload } = req;
    const fromCookie = body.refreshToken ? undefined : readCookie(req.headers, REFRESH_COOKIE);
    if (fromCookie && !isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    const given = body.refreshToken ?? fromCookie;
    if (!given) return authError('NO_REFRESH_TOKEN');
    // A refused refresh also drops the browser's cookies, so the next page shows the login.
    const failed = (code: 'INVALID_REFRESH_TOKEN' | 'SESSION_EXPIRED' | 'SESSION_REVOKED') => {
      const response = errorResponse(authError(code));
      for (const cookie of clearedSessionCookies(cookieOptions())) response.headers.append('set-cookie', cookie);
      return response;
    };
    const inspected = inspectRefreshToken(given, payload.secret);
    if (!inspected.ok) return failed(inspected.reason === 'expired' ? 'SESSION_EXPIRED' : 'INVALID_REFRESH_TOKEN');
    const { claims } = inspected;
    const trader = await findRawTrader(payload, claims.sub);
    if (!trader || trader.status !== 'active') return failed('SESSION_REVOKED');
    const refreshed = await refreshFamily(payload, trader, claims.sid);
    if (!refreshed.ok) return failed(refreshed.reason === 'expired' ? 'SESSION_EXPIRED' : 'SESSION_REVOKED');
    const { id: sid, expiresAt } = refreshed.session;
    const token = await signAccessToken(payload, trader, sid);
    const { data, cookies } = sessionAnswer(payload, trader, sid, token, expiresAt);
    return success(data, { cookies });
  },
});
