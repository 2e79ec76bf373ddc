import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens live 15 minutes (the traders collection's tokenExpiration); refresh tokens 7 days. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

export type RefreshClaims = { sub: string; sid: string; exp: number };

const encode = (value: string) => Buffer.from(value).toString('base64url');
const mac = (body: string, secret: string) => createHmac('sha256', `refresh:${secret}`).update(body).digest('base64url');

/**
 * A refresh token: claims (trader id, Payload session id, expiry) signed with the CMS secret.
 * It is only as alive as its session: logout revokes the session, so the token dies with it.
 * @example verifyRefreshToken(signRefreshToken({ sub: '1', sid: 's', exp: 2e9 }, 'k'), 'k') // { sub: '1', ... }
 */
export function signRefreshToken(claims: RefreshClaims, secret: string): string {
  const body = encode(JSON.stringify({ typ: 'refresh', ...claims }));
  return `${body}.${mac(body, secret)}`;
}

/** The claims when the signature matches and the token has not expired, else null. */
export function verifyRefreshToken(token: string, secret: string, nowSeconds = Date.now() / 1000): RefreshClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    if (claims.typ !== 'refresh' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return { sub: claims.sub, sid: claims.sid, exp: claims.exp };
  } catch {
    return null;
  }
}

/** A one-time token for an e-mail link; only its hash is stored, so a database leak reveals no link. */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the claims of a JWT we issued ourselves (no verification: only to learn its session id). */
export function readJwtClaims(token: string): { sid?: string; exp?: number; id?: string | number } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  } catch {
    return {};
  }
}
