/**
 * The two HttpOnly cookies that carry a trader's session for browsers: the access token and the
 * refresh token. Not Payload's `payload-token`: cookies ignore ports, so on one host (localhost in
 * development) a trader's cookie would reach the admin and hide the editors' login form.
 * SameSite=Lax keeps them off cross-site POSTs; Secure when served over https (COOKIE_SECURE).
 */
// `__Host-` when Secure (COOKIE_SECURE=true): a browser then accepts the cookie only over https,
// from this exact host, with Path=/ and no Domain, so a neighbouring subdomain cannot plant or
// overwrite a session. Plain names on http, where browsers refuse the prefix (development). The
// site reads the same names (site/src/lib/session-cms.ts).
const cookiePrefix = process.env.COOKIE_SECURE === 'true' ? '__Host-' : '';
export const ACCESS_COOKIE = `${cookiePrefix}bourse-session`;
export const REFRESH_COOKIE = `${cookiePrefix}bourse-refresh`;

type CookieOptions = { secure: boolean };

function cookie(name: string, value: string, maxAgeSeconds: number, { secure }: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** @example sessionCookies({ token: 'a', refreshToken: 'b', accessSeconds: 900, refreshSeconds: 60 }, { secure: false }) */
export function sessionCookies(
  tokens: { token: string; refreshToken?: string; accessSeconds: number; refreshSeconds: number },
  options: CookieOptions,
): string[] {
  const list = [cookie(ACCESS_COOKIE, tokens.token, tokens.accessSeconds, options)];
  if (tokens.refreshToken) list.push(cookie(REFRESH_COOKIE, tokens.refreshToken, tokens.refreshSeconds, options));
  return list;
}

export function clearedSessionCookies(options: CookieOptions): string[] {
  return [cookie(ACCESS_COOKIE, '', 0, options), cookie(REFRESH_COOKIE, '', 0, options)];
}

export function readCookie(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export const cookieOptions = (): CookieOptions => ({ secure: process.env.COOKIE_SECURE === 'true' });
