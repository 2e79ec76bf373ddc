/**
 * Session rules shared by the site's server and the browser: why a session ended (shown on the
 * login page, which keeps the address to return to), and the auto-logout timer as pure functions
 * of the clock, so they are tested without waiting.
 * @example idlePhase({ now: 14 * 60_000, lastActivity: 0, idleMs: 15 * 60_000, warnMs: 60_000 }) // { phase: 'warning', logoutAt: 900000 }
 */

/** A forced logout's cause; a logout the trader asked for carries none. */
export const LOGOUT_REASONS = ['expired', 'revoked', 'refresh-failed', 'idle'] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

export const isLogoutReason = (value: unknown): value is LogoutReason => LOGOUT_REASONS.includes(value as LogoutReason);

/**
 * The reason behind a refused refresh, from the account API's error code.
 * @example logoutReasonOf('SESSION_REVOKED') // 'revoked'
 */
export function logoutReasonOf(errorCode: string | undefined): LogoutReason {
  if (errorCode === 'SESSION_EXPIRED' || errorCode === 'NO_REFRESH_TOKEN') return 'expired';
  if (errorCode === 'SESSION_REVOKED') return 'revoked';
  return 'refresh-failed';
}

/**
 * The login address after a forced logout: the reason to show and the page to come back to.
 * @example loginHrefFor('/ru/login', '/cabinet/orders/open?x=1', 'revoked') // '/ru/login?next=%2Fcabinet%2Forders%2Fopen%3Fx%3D1&reason=revoked'
 */
export function loginHrefFor(loginPath: string, next: string, reason?: LogoutReason): string {
  return `${loginPath}?next=${encodeURIComponent(next)}${reason ? `&reason=${reason}` : ''}`;
}

/** The idle times the settings offer, in minutes; the settings' toggle switches the chosen one on. */
export const AUTO_LOGOUT_MINUTES = [5, 15, 30, 60] as const;
export type AutoLogoutMinutes = (typeof AUTO_LOGOUT_MINUTES)[number];
/** The warning comes one minute before the logout. */
export const IDLE_WARNING_MINUTES = 1;

export type IdleClock = { now: number; lastActivity: number; idleMs: number; warnMs: number };
export type IdlePhase = { phase: 'active'; warnAt: number } | { phase: 'warning'; logoutAt: number } | { phase: 'expired' };

/** Where the trader stands: active, warned (a click keeps them in), or past the idle time. */
export function idlePhase({ now, lastActivity, idleMs, warnMs }: IdleClock): IdlePhase {
  const logoutAt = lastActivity + idleMs;
  const warnAt = logoutAt - Math.min(warnMs, idleMs);
  if (now >= logoutAt) return { phase: 'expired' };
  if (now >= warnAt) return { phase: 'warning', logoutAt };
  return { phase: 'active', warnAt };
}

/** Milliseconds until the phase can next change (never negative), for the timer. */
export function msUntilNextPhase(clock: IdleClock): number {
  const phase = idlePhase(clock);
  if (phase.phase === 'expired') return 0;
  return Math.max(0, (phase.phase === 'active' ? phase.warnAt : phase.logoutAt) - clock.now);
}

/**
 * The last activity across tabs: each tab writes its own into shared storage, the latest wins;
 * an unreadable or future value (a tampered key, a clock jump) never extends the session.
 * @example latestActivity(1000, '2000', 5000) // 2000
 */
export function latestActivity(own: number, shared: string | null, now: number): number {
  const other = Number(shared);
  return Number.isFinite(other) && other <= now ? Math.max(own, other) : own;
}

/** Activity is written at most once a second: enough for a minute-scale timer, cheap on storage events. */
export const shouldRecordActivity = (now: number, lastRecorded: number, throttleMs = 1000): boolean => now - lastRecorded >= throttleMs;
