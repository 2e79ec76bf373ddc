import type { Payload } from 'payload';
import { ACCESS_COOKIE, readCookie } from './cookies';
import { isCookieWriteAllowed, siteOrigins } from './csrf';
import { readJwtClaims } from './tokens';

/**
 * The signed-in trader behind a request to another of our servers (the trading engine): the
 * access token from the session cookie, checked by Payload exactly as the CMS checks it (signature,
 * expiry, a live session), for an active trader only. A cookie-carried write must come from the
 * site (CSRF, as in the CMS); a websocket must be opened by a page of the site.
 *
 * @example
 * const session = await traderSession(payload, request.headers, 'POST');
 * if (!session.ok) return refuse(session.reason);
 */
export type TraderSession =
  | { ok: true; traderId: number; email: string; sid: string | null; expiresAt: number | null }
  | { ok: false; reason: 'SIGNED_OUT' | 'CSRF' };

export async function traderSession(
  payload: Payload,
  headers: Headers,
  method: string,
  kind: 'http' | 'websocket' = 'http',
): Promise<TraderSession> {
  const token = readCookie(headers, ACCESS_COOKIE);
  if (!token) return { ok: false, reason: 'SIGNED_OUT' };
  const origins = siteOrigins();
  if (kind === 'websocket' && !origins.includes(headers.get('origin') ?? '')) return { ok: false, reason: 'CSRF' };
  const cookieOnly = new Headers(headers);
  cookieOnly.delete('authorization');
  if (method !== 'GET' && method !== 'HEAD' && !isCookieWriteAllowed(cookieOnly, origins)) return { ok: false, reason: 'CSRF' };
  const { user } = await payload.auth({ headers: new Headers({ authorization: `Bearer ${token}` }) });
  const trader = user as (Record<string, unknown> & { id: string | number; collection?: string }) | null;
  if (!trader || trader.collection !== 'traders' || trader.status !== 'active') return { ok: false, reason: 'SIGNED_OUT' };
  const claims = readJwtClaims(token);
  return {
    ok: true,
    traderId: Number(trader.id),
    email: String(trader.email ?? ''),
    sid: claims.sid ?? null,
    expiresAt: claims.exp ? claims.exp * 1000 : null,
  };
}
