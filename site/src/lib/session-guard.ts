import { logoutReasonOf, type LogoutReason } from '@bourse/terminal/domain';
import type { APIContext, MiddlewareNext } from 'astro';
import { ACCESS_COOKIE, callCms, readCookie, REFRESH_COOKIE, sessionUserSchema, type SessionUser } from './session-cms';
import { isProtectedPath, loginRedirectHref } from './session-paths';

const clearCookie = (name: string) =>
  `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${process.env.COOKIE_SECURE === 'true' ? '; Secure' : ''}`;

/**
 * The session as this request found it. `accessExpiresAt` is when the access cookie (after a
 * renewal, the new one) needs renewing: cabinet pages hand it to the browser with the user, so
 * the islands renew in time without ever holding a token (the tokens stay in the HttpOnly
 * cookies). `reason` says why a visitor who had cookies is signed out.
 */
export type ResolvedSession = {
  user: SessionUser | null;
  accessExpiresAt?: string;
  /** The access token's life in seconds (the browser renews a quarter of it, at most a minute, early). */
  expiresIn?: number;
  cookies: string[];
  reason?: LogoutReason;
};

const dataOf = (json: Record<string, unknown>) =>
  (json as { data?: { accessExpiresAt?: unknown; expiresIn?: unknown; user?: unknown } }).data;

/** When a JWT expires and how long it lives (its `exp` and `iat`), read without checking it: the CMS just accepted it. */
function expiryOf(token: string): { accessExpiresAt?: string; expiresIn?: number } {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown; iat?: unknown };
    if (typeof claims.exp !== 'number') return {};
    const expiresIn = typeof claims.iat === 'number' ? claims.exp - claims.iat : undefined;
    return { accessExpiresAt: new Date(claims.exp * 1000).toISOString(), ...(expiresIn ? { expiresIn } : {}) };
  } catch {
    return {};
  }
}

/**
 * Who is asking, from the HttpOnly cookies: the CMS checks the access token (so a logged-out
 * token is dead here too); an expired one is renewed with the refresh cookie, whose new cookies
 * ride on this response. Anonymous visitors (no cookie) cost no CMS call. A CMS that cannot be
 * reached signs nobody out: the cookies stay for the next request.
 */
async function resolveSession(context: APIContext): Promise<ResolvedSession> {
  const token = readCookie(context.request, ACCESS_COOKIE);
  const refreshToken = readCookie(context.request, REFRESH_COOKIE);
  if (!token && !refreshToken) return { user: null, cookies: [] };
  const clientIp = context.clientAddress;
  if (token) {
    const profile = await callCms('/user/profile', { method: 'GET', token, clientIp });
    const user = sessionUserSchema.safeParse((profile.json as { data?: unknown }).data);
    if (profile.ok && user.success) return { user: user.data, ...expiryOf(token), cookies: [] };
    if (profile.status >= 500) return { user: null, cookies: [], reason: 'refresh-failed' };
  }
  if (!refreshToken) return { user: null, cookies: clearedCookies(), reason: 'revoked' };
  const refreshed = await callCms('/auth/refresh', { body: { refreshToken }, clientIp });
  const data = dataOf(refreshed.json);
  const user = sessionUserSchema.safeParse(data?.user);
  if (refreshed.ok && user.success) {
    const accessExpiresAt = typeof data?.accessExpiresAt === 'string' ? data.accessExpiresAt : undefined;
    const expiresIn = typeof data?.expiresIn === 'number' ? data.expiresIn : undefined;
    return { user: user.data, accessExpiresAt, expiresIn, cookies: refreshed.cookies };
  }
  if (refreshed.status >= 500) return { user: null, cookies: [], reason: 'refresh-failed' };
  return { user: null, cookies: clearedCookies(), reason: logoutReasonOf(String(refreshed.json.error ?? '')) };
}

const clearedCookies = () => [clearCookie(ACCESS_COOKIE), clearCookie(REFRESH_COOKIE)];

/**
 * The accounts guard, called last by the site middleware: puts the session on Astro.locals and
 * keeps logged-out visitors out of the cabinet, /crypto and /forex on the server (they get a
 * redirect to login that remembers the address, never cabinet HTML).
 */
export async function withSession(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { user, cookies, accessExpiresAt, expiresIn, reason } = await resolveSession(context);
  context.locals.session = { user, accessExpiresAt, expiresIn };
  const { pathname, search } = context.url;
  let response: Response;
  if (!user && isProtectedPath(pathname)) {
    response = new Response(null, {
      status: 302,
      headers: { location: loginRedirectHref(pathname, search, context.locals.locale, reason), 'cache-control': 'no-store' },
    });
  } else {
    response = await next();
  }
  if (cookies.length) {
    // Astro may hand back a response with immutable headers; copy it when needed.
    try {
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
    } catch {
      response = new Response(response.body, response);
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
    }
  }
  if (user) response.headers.set('cache-control', 'no-store');
  return response;
}
