import { getFieldsToSign, jwtSign, type Payload } from 'payload';
import { cookieOptions, sessionCookies } from '../../auth/cookies';
import { ACCESS_TOKEN_SECONDS, readJwtClaims, REFRESH_TOKEN_SECONDS, signRefreshToken } from '../../auth/tokens';
import { decideRefresh, onlyFamily, withoutFamily } from '../../auth/session-family';
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

/** Payload opens a session for the access token's lifetime; a refresh token keeps it for 7 days. */
export async function extendSession(payload: Payload, trader: RawTrader, sid: string): Promise<void> {
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);
  const sessions = (trader.sessions ?? []).map((s) => (s.id === sid ? { ...s, expiresAt } : s));
  await writeSessions(payload, trader, sessions);
}

/**
 * A refresh by the token of session `sid` under the family rules (auth/session-family.ts):
 * the session the answer carries, or why it is refused. Writes the rotated list, or the list
 * without the family when a reused token ended it.
 */
export async function refreshFamily(
  payload: Payload,
  trader: RawTrader,
  sid: string,
  now = new Date(),
): Promise<{ ok: true; session: Session } | { ok: false; reason: 'expired' | 'revoked' }> {
  const decision = decideRefresh(trader.sessions ?? [], sid, now, { refreshSeconds: REFRESH_TOKEN_SECONDS });
  if (decision.kind === 'refuse') {
    if (decision.sessions) await writeSessions(payload, trader, decision.sessions);
    return { ok: false, reason: decision.reason };
  }
  if (decision.kind === 'rotate') await writeSessions(payload, trader, decision.sessions);
  const sessions = decision.kind === 'rotate' ? decision.sessions : (trader.sessions ?? []);
  return { ok: true, session: sessions.find((s) => s.id === decision.sid)! };
}

/** Ends the session family of `sid` (every generation): its access and refresh tokens are refused from now on. */
export async function revokeSession(payload: Payload, traderId: string | number, sid: string): Promise<void> {
  const trader = await findRawTrader(payload, traderId);
  if (!trader) return;
  await writeSessions(payload, trader, withoutFamily(trader.sessions ?? [], sid));
}

/**
 * Keeps only the family of `sid` (the one asking) of the sessions the trader had in `before`:
 * every other ends. Payload's own password update clears the list, so the caller reads it first.
 */
export async function keepOnlySession(payload: Payload, traderId: string | number, sid: string, before: readonly Session[]): Promise<void> {
  const trader = await findRawTrader(payload, traderId);
  if (!trader) return;
  await writeSessions(payload, trader, onlyFamily(before, sid));
}

/** A fresh access token for an existing session (Payload's own signing, so its JWT strategy accepts it). */
export async function signAccessToken(payload: Payload, trader: RawTrader, sid: string): Promise<string> {
  const collectionConfig = payload.collections.traders!.config;
  // The cast: getFieldsToSign is typed for a full Editor or Trader document; the raw row has every
  // field it signs (id, email, collection, sid).
  const fieldsToSign = {
    ...getFieldsToSign({ collectionConfig, email: String(trader.email), user: { ...trader, collection: 'traders' } as never }),
    sid,
  };
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: ACCESS_TOKEN_SECONDS });
  return token;
}

/**
 * The login answer's data and the HttpOnly cookies that carry the session. The tokens travel only
 * in the cookies: no script on the page (an injected one included) can read them from the answer;
 * the data says who signed in and when the access token needs renewing. The refresh token expires
 * with its session (`expiresAt`), so two answers for one session carry the same one.
 */
export function sessionAnswer(payload: Payload, trader: RawTrader, sid: string, token: string, expiresAt?: string | Date) {
  const exp = expiresAt ? Math.floor(new Date(expiresAt).getTime() / 1000) : Math.floor(Date.now() / 1000) + REFRESH_TOKEN_SECONDS;
  const refreshToken = signRefreshToken({ sub: String(trader.id), sid, exp }, payload.secret);
  const accessExpiresAt = new Date((readJwtClaims(token).exp ?? Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS) * 1000).toISOString();
  const data = { expiresIn: ACCESS_TOKEN_SECONDS, accessExpiresAt, user: toUserAnswer(trader) };
  const refreshSeconds = Math.max(0, exp - Math.floor(Date.now() / 1000));
  const cookies = sessionCookies({ token, refreshToken, accessSeconds: ACCESS_TOKEN_SECONDS, refreshSeconds }, cookieOptions());
  return { data, cookies };
}
