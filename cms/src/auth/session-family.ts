/**
 * Refresh-token rotation with reuse detection, as OAuth 2.0 Security BCP describes it, as pure
 * rules over a trader's stored session list.
 *
 * A login opens a session family; every refresh replaces the family's one live session by the
 * next generation (`<family>`, `<family>.1`, `<family>.2`, …) and removes the old one at once, so
 * the old access token dies with it (the CMS accepts an access token only while its session is
 * stored). A refresh token of an earlier generation coming back means two parties hold it (a
 * stolen copy, or its owner after the thief refreshed): the whole family ends. The one exception
 * is a tiny race window: two tabs (or the site's server and a tab) sending the same token at the
 * same moment get the same successor session, never a second independent one.
 * @example decideRefresh([{ id: 'f', createdAt: t0, expiresAt: t1 }], 'f', now, limits) // { kind: 'rotate', sid: 'f.1', … }
 */
export type StoredSession = { id: string; createdAt: string | Date; expiresAt: string | Date };

/** How long after a rotation the previous refresh token still yields the same successor session. */
export const REFRESH_RACE_SECONDS = 10;

export type FamilyLimits = { refreshSeconds: number; raceSeconds?: number };

export type RefreshDecision =
  /** Store `sessions` and answer with the new session `sid`. */
  | { kind: 'rotate'; sid: string; sessions: StoredSession[] }
  /** A racing duplicate: answer with the session the first request created; store nothing. */
  | { kind: 'race'; sid: string }
  /** Refuse; when `sessions` is given (reuse detected) store it: the family is gone from it. */
  | { kind: 'refuse'; reason: 'expired' | 'revoked'; sessions?: StoredSession[] };

/** @example parseSessionId('abc.3') // { family: 'abc', generation: 3 } */
export function parseSessionId(sid: string): { family: string; generation: number } {
  const match = /^(.*)\.(\d+)$/.exec(sid);
  return match ? { family: match[1]!, generation: Number(match[2]) } : { family: sid, generation: 0 };
}

export const familyOf = (sid: string): string => parseSessionId(sid).family;

const time = (value: string | Date) => new Date(value).getTime();

export function decideRefresh(sessions: readonly StoredSession[], sid: string, now: Date, limits: FamilyLimits): RefreshDecision {
  const raceMs = (limits.raceSeconds ?? REFRESH_RACE_SECONDS) * 1000;
  const { family, generation } = parseSessionId(sid);
  const live = sessions.filter((s) => time(s.expiresAt) > now.getTime());
  const inFamily = (s: StoredSession) => familyOf(s.id) === family;
  if (live.some((s) => s.id === sid)) {
    const next: StoredSession = {
      id: `${family}.${generation + 1}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + limits.refreshSeconds * 1000),
    };
    return { kind: 'rotate', sid: next.id, sessions: [...live.filter((s) => !inFamily(s)), next] };
  }
  const successor = live.find((s) => inFamily(s) && parseSessionId(s.id).generation > generation);
  if (successor) {
    const racing = parseSessionId(successor.id).generation === generation + 1 && now.getTime() - time(successor.createdAt) <= raceMs;
    if (racing) return { kind: 'race', sid: successor.id };
    return { kind: 'refuse', reason: 'revoked', sessions: live.filter((s) => !inFamily(s)) };
  }
  const expired = sessions.some((s) => s.id === sid);
  return { kind: 'refuse', reason: expired ? 'expired' : 'revoked' };
}

/** The list without the family of `sid` (logout ends every generation of the session). */
export function withoutFamily(sessions: readonly StoredSession[], sid: string): StoredSession[] {
  const family = familyOf(sid);
  return sessions.filter((s) => familyOf(s.id) !== family);
}

/** The list with only the family of `sid` (a password change keeps the session that made it, and ends every other). */
export function onlyFamily(sessions: readonly StoredSession[], sid: string): StoredSession[] {
  const family = familyOf(sid);
  return sessions.filter((s) => familyOf(s.id) === family);
}
