import { readApiError, type ApiError } from '@bourse/terminal/api';
import { serverEnv } from './server-env';

/**
 * The site's server talking to the CMS account API (CMS_INTERNAL_URL). Answers are checked with
 * the account API's shared schemas (@bourse/terminal/api); a CMS that is down counts as "no session",
 * never as a crash of the page.
 */
export { apiErrorSchema, traderUserSchema as sessionUserSchema, type ApiError, type TraderUser as SessionUser } from '@bourse/terminal/api';

export type CmsAnswer = { ok: boolean; status: number; json: Record<string, unknown>; cookies: string[] };

export async function callCms(
  path: string,
  init: { method?: string; body?: unknown; token?: string; clientIp?: string; headers?: Record<string, string> } = {},
): Promise<CmsAnswer> {
  const headers = new Headers({ 'content-type': 'application/json', ...init.headers });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.clientIp) headers.set('x-forwarded-for', init.clientIp);
  try {
    const response = await fetch(`${serverEnv().CMS_INTERNAL_URL}/api${path}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: response.ok, status: response.status, json, cookies: response.headers.getSetCookie() };
  } catch {
    return {
      ok: false,
      status: 503,
      json: { error: 'SERVER_ERROR', message: 'The account service is unavailable.', status: 503 },
      cookies: [],
    };
  }
}

/** The error of a failed answer in the account API's shape (its defaults fill what the CMS left out). */
export function errorOf(answer: CmsAnswer): ApiError {
  return readApiError(answer.status, answer.json);
}

export function readCookie(request: Request, name: string): string | undefined {
  return readCookieHeader(request.headers.get('cookie'), name);
}

/** @example readCookieHeader('a=1; bourse-session=xyz', 'bourse-session') // 'xyz' */
export function readCookieHeader(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

// `__Host-` when the cookies are Secure (COOKIE_SECURE=true, the same rule as the CMS's
// cms/src/auth/cookies.ts): a browser then accepts them only over https, from this exact host,
// with Path=/ and no Domain, so a neighbouring subdomain cannot plant or overwrite a session.
// Plain names on http, where browsers refuse the prefix (development).
const cookiePrefix = process.env.COOKIE_SECURE === 'true' ? '__Host-' : '';
export const ACCESS_COOKIE = `${cookiePrefix}bourse-session`;
export const REFRESH_COOKIE = `${cookiePrefix}bourse-refresh`;

/** A session or refresh cookie came with the request: the page may be this user's own, never a kept one. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookieHeader(cookieHeader, ACCESS_COOKIE) || readCookieHeader(cookieHeader, REFRESH_COOKIE));
}
