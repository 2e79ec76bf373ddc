import { atom } from 'nanostores';

/**
 * The signed-in trader as every island sees it (spec: authenticated user). The accounts issue fills
 * this from the auth API and keeps the spec's localStorage keys (`auth_token`, `refresh_token`,
 * `user_data`); other islands only read it.
 *
 * @example
 * const { status, user } = $session.get();
 * if (status === 'authenticated') balancesKey(user.id);
 */
export type SessionUser = {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string;
  status: 'active' | 'inactive' | 'suspended';
  emailVerified: boolean;
  level: string;
};

export type Session =
  | { status: 'unknown'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

export const $session = atom<Session>({ status: 'unknown', user: null });

/** Sets the session; called by the auth flow (and by tests). */
export function setSession(session: Session): void {
  $session.set(session);
}
