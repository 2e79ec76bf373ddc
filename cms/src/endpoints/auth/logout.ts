import { ACCESS_COOKIE, clearedSessionCookies, cookieOptions, readCookie, REFRESH_COOKIE } from '../../auth/cookies';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError } from '../../auth/errors';
import { refreshSchema } from '../../auth/schemas';
import { verifyRefreshToken } from '../../auth/tokens';
import { defineEndpoint, success, traderOf } from './define';
import { revokeSession } from './sessions';

/**
 * POST /api/auth/logout: ends the session of the access token (and of a refresh token in the body
 * or cookie), so both tokens are refused afterwards, and clears the cookies. Always succeeds: the
 * browser clears its local data even when the call fails.
 */
export const logoutEndpoint = defineEndpoint({
  path: '/auth/logout',
  method: 'post',
  schema: refreshSchema,
  limited: true,
  run: async (req, body) => {
    const { payload } = req;
    // Like refresh: a logout carried by the session cookies must come from the site (CSRF), or any
    // page could sign a trader out. A token in the body or header cannot be forged by a page.
    const byCookie =
      !body.refreshToken &&
      !req.headers.get('authorization') &&
      Boolean(readCookie(req.headers, ACCESS_COOKIE) ?? readCookie(req.headers, REFRESH_COOKIE));
    if (byCookie && !isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    const trader = traderOf(req);
    if (trader?._sid) await revokeSession(payload, trader.id, trader._sid);
    const refresh = body.refreshToken ?? readCookie(req.headers, REFRESH_COOKIE);
    const claims = refresh ? verifyRefreshToken(refresh, payload.secret) : null;
    if (claims) await revokeSession(payload, claims.sub, claims.sid);
    return success({ loggedOut: true }, { cookies: clearedSessionCookies(cookieOptions()) });
  },
});
