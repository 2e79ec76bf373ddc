import { atom } from 'nanostores';
import { traderUserSchema, type TraderUser } from '../../api/trader';

/**
 * The signed-in trader as every island sees it (the authenticated user). The accounts flow
 * (stores/auth-session.ts) fills it from the auth API and keeps the platform's localStorage keys
 * (`auth_token`, `refresh_token`, `user_data`); other islands only read it.
 *
 * @example
 * const { status, user } = $session.get();
 * if (status === 'authenticated') balancesKey(user.id);
 */
export type SessionUser = TraderUser;

export type Session =
  { status: 'unknown'; user: null } | { status: 'anonymous'; user: null } | { status: 'authenticated'; user: SessionUser };

export const $session = atom<Session>({ status: 'unknown', user: null });

/** Sets the session; called by the auth flow (and by tests). */
export function setSession(session: Session): void {
  $session.set(session);
}

/** The platform's localStorage keys, kept because its other clients read them. */
export const SESSION_STORAGE_KEYS = { token: 'auth_token', refreshToken: 'refresh_token', user: 'user_data' } as const;

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
