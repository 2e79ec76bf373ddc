import { atom } from 'nanostores';
import * as z from 'zod';

/**
 * The signed-in trader as every island sees it (spec: authenticated user). The accounts flow
 * (stores/auth-session.ts) fills it from the auth API and keeps the spec's localStorage keys
 * (`auth_token`, `refresh_token`, `user_data`); other islands only read it.
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

/** The spec's localStorage keys, kept for compatibility with its clients. */
export const SESSION_STORAGE_KEYS = { token: 'auth_token', refreshToken: 'refresh_token', user: 'user_data' } as const;

/**
 * The stored user record; anything else in `user_data` (an old or tampered value) is ignored.
 * @example sessionUserSchema.parse({ id: '1', email: 'a@b.co', username: 'a', firstName: '', lastName: '', avatar: '', status: 'active', emailVerified: false, level: 'ordinary' })
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  status: z.enum(['active', 'inactive', 'suspended']),
  emailVerified: z.boolean(),
  level: z.string(),
}) satisfies z.ZodType<SessionUser>;
