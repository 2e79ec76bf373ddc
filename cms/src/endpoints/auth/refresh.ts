import { cookieOptions, clearedSessionCookies, readCookie, REFRESH_COOKIE } from '../../auth/cookies';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError, errorResponse } from '../../auth/errors';
import { refreshSchema } from '../../auth/schemas';
import { verifyRefreshToken } from '../../auth/tokens';
import { defineEndpoint, success } from './define';
import { findRawTrader, liveSession, rotateSession, sessionAnswer, signAccessToken } from './sessions';

/**
 * POST /api/auth/refresh {refreshToken} (or the refresh cookie) -> a new access token and a new
 * refresh token, on a new session (rotation: the old one answers for 30 s more, see
 * rotateSession). Refused once the session is logged out or expired.
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
    const failed = () => {
      const response = errorResponse(authError('INVALID_REFRESH_TOKEN'));
      for (const cookie of clearedSessionCookies(cookieOptions())) response.headers.append('set-cookie', cookie);
      return response;
    };
    const claims = verifyRefreshToken(given, payload.secret);
    if (!claims) return failed();
    const trader = await findRawTrader(payload, claims.sub);
    if (!trader || trader.status !== 'active' || !liveSession(trader, claims.sid)) return failed();
    const sid = await rotateSession(payload, trader, claims.sid);
    const token = await signAccessToken(payload, trader, sid);
    const { data, cookies } = sessionAnswer(payload, trader, sid, token);
    return success(data, { cookies });
  },
});
