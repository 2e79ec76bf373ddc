import type { APIContext, MiddlewareNext } from 'astro';
import { ACCESS_COOKIE, callCms, readCookie, REFRESH_COOKIE, sessionUserSchema, type SessionUser } from './session-cms';
import { isProtectedPath, loginRedirectHref } from './session-paths';

const clearCookie = (name: string) =>
  `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${process.env.COOKIE_SECURE === 'true' ? '; Secure' : ''}`;

/**
 * Who is asking, from the HttpOnly cookies: the CMS checks the access token (so a logged-out
 * token is dead here too); an expired one is renewed with the refresh cookie, whose new cookies
 * ride on this response. Anonymous visitors (no cookie) cost no CMS call.
 */
async function resolveSession(context: APIContext): Promise<{ user: SessionUser | null; cookies: string[] }> {
  const token = readCookie(context.request, ACCESS_COOKIE);
  const refreshToken = readCookie(context.request, REFRESH_COOKIE);
  if (!token && !refreshToken) return { user: null, cookies: [] };
  const clientIp = context.clientAddress;
  if (token) {
    const profile = await callCms('/user/profile', { method: 'GET', token, clientIp });
    const user = sessionUserSchema.safeParse((profile.json as { data?: unknown }).data);
    if (profile.ok && user.success) return { user: user.data, cookies: [] };
  }
  if (refreshToken) {
    const refreshed = await callCms('/auth/refresh', { body: { refreshToken }, clientIp });
    const user = sessionUserSchema.safeParse((refreshed.json as { data?: { user?: unknown } }).data?.user);
    if (refreshed.ok && user.success) return { user: user.data, cookies: refreshed.cookies };
  }
  return { user: null, cookies: [clearCookie(ACCESS_COOKIE), clearCookie(REFRESH_COOKIE)] };
}

/**
 * The accounts guard, called last by the site middleware: puts the session on Astro.locals and
 * keeps logged-out visitors out of the cabinet, /crypto and /forex on the server (they get a
 * redirect to login that remembers the address, never cabinet HTML).
 */
export async function withSession(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { user, cookies } = await resolveSession(context);
  context.locals.session = { user };
  const { pathname, search } = context.url;
  let response: Response;
  if (!user && isProtectedPath(pathname)) {
    response = new Response(null, {
      status: 302,
      headers: { location: loginRedirectHref(pathname, search, context.locals.locale), 'cache-control': 'no-store' },
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
