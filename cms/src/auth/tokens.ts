import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens live 15 minutes (the traders collection's tokenExpiration) unless
 * AUTH_ACCESS_TOKEN_SECONDS says otherwise (tests shorten it to watch expiry on a real clock);
 * refresh tokens 7 days.
 * @example accessTokenSeconds({ AUTH_ACCESS_TOKEN_SECONDS: '30' }) // 30
 */
export function accessTokenSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.AUTH_ACCESS_TOKEN_SECONDS;
  if (raw === undefined || raw === '') return 15 * 60;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 86_400) {
    throw new Error(`AUTH_ACCESS_TOKEN_SECONDS must be a whole number of seconds from 10 to 86400, not "${raw}"`);
  }
  return seconds;
}
export const ACCESS_TOKEN_SECONDS = accessTokenSeconds();
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
  const result = inspectRefreshToken(token, secret, nowSeconds);
  return result.ok ? result.claims : null;
}

/**
 * As verifyRefreshToken, but says why a token is refused: a genuine token past its expiry is
 * 'expired' (the trader is told the session ran out), anything else 'invalid'.
 */
export function inspectRefreshToken(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): { ok: true; claims: RefreshClaims } | { ok: false; reason: 'expired' | 'invalid' } {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return invalid;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    if (claims.typ !== 'refresh' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return invalid;
    if (typeof claims.exp !== 'number') return invalid;
    if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { sub: claims.sub, sid: claims.sid, exp: claims.exp } };
  } catch {
    return invalid;
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
