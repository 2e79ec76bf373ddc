import { atom, computed } from 'nanostores';
import { traderUserSchema, type TraderUser } from '../../api/trader';

/**
 * The signed-in trader as every island sees it (the authenticated user). The accounts flow
 * (stores/auth-session.ts) fills it from the auth API and keeps `user_data` (and when the session
 * needs renewing, `session_expiry`) in localStorage; no token is ever stored. Other islands only read it.
 *
 * @example
 * const { status, user } = $session.get();
 * if (status === 'authenticated') balancesKey(user.id);
 */
export type SessionUser = TraderUser;

export type Session =
  { status: 'unknown'; user: null } | { status: 'anonymous'; user: null } | { status: 'authenticated'; user: SessionUser };

export const $session = atom<Session>({ status: 'unknown', user: null });

/** The signed-in trader's id, or null (anonymous or not known yet): the key of everything kept per trader. */
export const $signedInUserId = computed($session, (s) => (s.status === 'authenticated' ? s.user.id : null));

/** Sets the session; called by the auth flow (and by tests). */
export function setSession(session: Session): void {
  $session.set(session);
}

/** The session's localStorage keys: the signed-in user (the platform's other clients read it) and when the access cookie expires. */
export const SESSION_STORAGE_KEYS = { user: 'user_data', expiry: 'session_expiry' } as const;

/** Where an older version kept copies of the tokens: removed wherever they are found, never written. */
export const LEGACY_TOKEN_KEYS = ['auth_token', 'refresh_token'] as const;

/** The stored user record; anything else in `user_data` (an old or tampered value) is ignored. */
export const sessionUserSchema = traderUserSchema;

/**
 * The session messages a trader can see, as codes the islands translate.
 * 'Authentication initialization failed': a page could not start a session it should have;
 * 'Token refresh failed' / 'No refresh token available': a renewal did not happen.
 */
export type SessionMessage = 'Authentication initialization failed' | 'Token refresh failed' | 'No refresh token available';

/**
 * A session problem the trader should see while the keeper retries (the service could not be
 * reached); null when all is well. Refusals do not land here: they end the session.
 * @example $sessionProblem.get() // 'Token refresh failed'
 */
export const $sessionProblem = atom<SessionMessage | null>(null);
