import { randomUUID } from 'node:crypto';
import { getFieldsToSign, jwtSign, type Payload } from 'payload';
import { cookieOptions, sessionCookies } from '../../auth/cookies';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, signRefreshToken } from '../../auth/tokens';
import { toUserAnswer } from '../../auth/trader-answer';

type Session = { id: string; createdAt: string | Date; expiresAt: string | Date };
type RawTrader = Record<string, unknown> & { id: string | number; sessions?: Session[] | null };

/** The trader's stored row, sessions included (the Local API hides them). */
export async function findRawTrader(payload: Payload, id: string | number): Promise<RawTrader | null> {
  return (await payload.db.findOne({ collection: 'traders', where: { id: { equals: id } } })) as RawTrader | null;
}

async function writeSessions(payload: Payload, trader: RawTrader, sessions: Session[]): Promise<void> {
  // As Payload's own session helpers do: write the whole row, leaving updatedAt alone.
  await payload.db.updateOne({
    collection: 'traders',
    id: trader.id,
    data: { ...trader, sessions, updatedAt: null },
    returning: false,
  });
}

export const liveSession = (trader: RawTrader, sid: string, now = new Date()): Session | undefined =>
  (trader.sessions ?? []).find((s) => s.id === sid && new Date(s.expiresAt) > now);

/** Payload opens a session for the access token's lifetime; a refresh token keeps it for 7 days. */
export async function extendSession(payload: Payload, trader: RawTrader, sid: string): Promise<void> {
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);
  const sessions = (trader.sessions ?? []).map((s) => (s.id === sid ? { ...s, expiresAt } : s));
  await writeSessions(payload, trader, sessions);
}

/**
 * How long a refreshed-away session still answers: long enough for a second tab that sent the same
 * refresh token at the same moment, too short to be worth stealing.
 */
export const ROTATION_GRACE_SECONDS = 30;

/**
 * Refresh-token rotation: every refresh moves the trader to a new session (new id, new 7 days) and
 * leaves the old one only `ROTATION_GRACE_SECONDS` to live, so a refresh token works once: a copy
 * taken from the browser dies as soon as its owner refreshes. Expired sessions are pruned here.
 */
export async function rotateSession(payload: Payload, trader: RawTrader, sid: string, now = new Date()): Promise<string> {
  const graceEnd = new Date(now.getTime() + ROTATION_GRACE_SECONDS * 1000);
  const kept = (trader.sessions ?? [])
    .filter((s) => new Date(s.expiresAt) > now)
    .map((s) => (s.id === sid && new Date(s.expiresAt) > graceEnd ? { ...s, expiresAt: graceEnd } : s));
  const next: Session = { id: randomUUID(), createdAt: now, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000) };
  await writeSessions(payload, trader, [...kept, next]);
  return next.id;
}

/** Ends one session: its access and refresh tokens are refused from now on. */
export async function revokeSession(payload: Payload, traderId: string | number, sid: string): Promise<void> {
  const trader = await findRawTrader(payload, traderId);
  if (!trader) return;
  await writeSessions(payload, trader, (trader.sessions ?? []).filter((s) => s.id !== sid));
}

/** A fresh access token for an existing session (Payload's own signing, so its JWT strategy accepts it). */
export async function signAccessToken(payload: Payload, trader: RawTrader, sid: string): Promise<string> {
  const collectionConfig = payload.collections.traders!.config;
  const fieldsToSign = { ...getFieldsToSign({ collectionConfig, email: String(trader.email), user: { ...trader, collection: 'traders' } as never }), sid };
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: ACCESS_TOKEN_SECONDS });
  return token;
}

/** The spec's login answer data and the cookies that carry the same session for browsers. */
export function sessionAnswer(payload: Payload, trader: RawTrader, sid: string, token: string) {
  const refreshToken = signRefreshToken(
    { sub: String(trader.id), sid, exp: Math.floor(Date.now() / 1000) + REFRESH_TOKEN_SECONDS },
    payload.secret,
  );
  const data = { token, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS, user: toUserAnswer(trader) };
  const cookies = sessionCookies({ token, refreshToken, accessSeconds: ACCESS_TOKEN_SECONDS, refreshSeconds: REFRESH_TOKEN_SECONDS }, cookieOptions());
  return { data, cookies };
}
