import { logoutReasonOf, type LogoutReason } from '../model/session';
import { $session, $sessionProblem, LEGACY_TOKEN_KEYS, SESSION_STORAGE_KEYS as KEYS, sessionUserSchema, type SessionUser } from './session';

/**
 * The session's actions: restore the browser's view of it, store a login answer, renew the access
 * cookie before it expires, log out. The HttpOnly cookies are the one source of truth and hold the
 * only copies of the tokens: no script here (nor an injected one) ever sees a token. What the
 * browser keeps is who is signed in (`user_data`) and when the access cookie needs renewing
 * (`session_expiry`), shared by its tabs; cabinet pages carry both fresh from the server
 * (`pageSession`), and every renewal goes by the cookie, so a renewal made by the site's server
 * (or another tab) never strands this one. Storage and fetch are passed in, so tests use fakes and
 * nothing here runs on import.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** A login or renewal answer, or a page's session: who, and when the access cookie expires (ISO) after how long a life. */
export type AuthData = { user: SessionUser; accessExpiresAt?: string; expiresIn?: number };
export type AuthDeps = { storage: KeyValueStorage; fetch: typeof fetch; apiBase?: string };
/** When the access cookie expires and how long it lives, as kept under `session_expiry`. */
export type SessionExpiry = { at: string; lifeMs: number };

/** The page's own localStorage and fetch: what the islands pass, so no view touches the network itself. */
export function browserAuthDeps(): AuthDeps {
  return { storage: window.localStorage, fetch: window.fetch.bind(window) };
}

/**
 * With the page's view of the cookie session, stores it (the page knows best: its server just
 * checked the cookie); without one, the stored user rules: restored when valid, otherwise anonymous.
 * Token copies an older version of the platform left in storage are dropped either way.
 */
export function restoreSession(storage: KeyValueStorage, pageSession?: AuthData | null): void {
  for (const key of LEGACY_TOKEN_KEYS) storage.removeItem(key);
  if (pageSession) return applyAuthData(pageSession, storage);
  const user = parseUser(storage.getItem(KEYS.user));
  $session.set(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
}

const parseUser = (raw: string | null): SessionUser | null => {
  try {
    const parsed = sessionUserSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The stored expiry, or null when missing or unreadable (then a renewal is due at once). */
export function readExpiry(storage: KeyValueStorage): SessionExpiry | null {
  try {
    const value = JSON.parse(storage.getItem(KEYS.expiry) ?? 'null') as Partial<SessionExpiry> | null;
    return typeof value?.at === 'string' && typeof value.lifeMs === 'number' ? { at: value.at, lifeMs: value.lifeMs } : null;
  } catch {
    return null;
  }
}

export function applyAuthData(data: AuthData, storage: KeyValueStorage): void {
  for (const key of LEGACY_TOKEN_KEYS) storage.removeItem(key);
  storage.setItem(KEYS.user, JSON.stringify(data.user));
  if (data.accessExpiresAt && Number.isFinite(Date.parse(data.accessExpiresAt))) {
    const expiry: SessionExpiry = { at: data.accessExpiresAt, lifeMs: (data.expiresIn ?? 15 * 60) * 1000 };
    storage.setItem(KEYS.expiry, JSON.stringify(expiry));
  } else storage.removeItem(KEYS.expiry);
  $session.set({ status: 'authenticated', user: data.user });
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of [...Object.values(KEYS), ...LEGACY_TOKEN_KEYS]) storage.removeItem(key);
  $session.set({ status: 'anonymous', user: null });
}

export type RefreshResult =
  | { ok: true; expiry: SessionExpiry | null }
  | { ok: false; message: 'No refresh token available' | 'Token refresh failed'; reason: LogoutReason; retry: boolean };

/**
 * POST /auth/refresh by the HttpOnly refresh cookie: the new tokens come back as cookies only. A
 * refusal clears the session (a refused token will not work later either); a network fault or a
 * server error keeps it (`retry`): an unreachable service is no reason to sign anyone out.
 */
export async function refreshSession({ storage, fetch, apiBase = '/api' }: AuthDeps): Promise<RefreshResult> {
  let response: Response;
  let body: { data?: { accessExpiresAt?: unknown; expiresIn?: unknown; user?: unknown }; error?: string };
  try {
    response = await fetch(`${apiBase}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: '{}',
    });
    body = (await response.json().catch(() => ({}))) as typeof body;
  } catch {
    return { ok: false, message: 'Token refresh failed', reason: 'refresh-failed', retry: true };
  }
  const user = sessionUserSchema.safeParse(body.data?.user);
  if (response.ok && user.success) {
    const { accessExpiresAt, expiresIn } = body.data ?? {};
    applyAuthData(
      {
        user: user.data,
        accessExpiresAt: typeof accessExpiresAt === 'string' ? accessExpiresAt : undefined,
        expiresIn: typeof expiresIn === 'number' ? expiresIn : undefined,
      },
      storage,
    );
    return { ok: true, expiry: readExpiry(storage) };
  }
  if (response.status >= 500) return { ok: false, message: 'Token refresh failed', reason: 'refresh-failed', retry: true };
  clearSession(storage);
  const message = body.error === 'NO_REFRESH_TOKEN' ? 'No refresh token available' : 'Token refresh failed';
  return { ok: false, message, reason: logoutReasonOf(body.error), retry: false };
}

/** Local data is cleared even if the call fails, so a logout always signs this browser out. The cookie names the session to end. */
export async function logout({ storage, fetch, apiBase = '/api' }: AuthDeps): Promise<void> {
  try {
    await fetch(`${apiBase}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: '{}',
    });
  } catch {
    // Nothing to do: the server session expires on its own, and local data goes below.
  }
  clearSession(storage);
}

/**
 * How long to wait before renewing: a minute before the access cookie expires (a quarter of its
 * life when that is shorter); at once when the expiry is unknown or nearly due.
 * @example msUntilRefresh({ at: '2026-11-28T12:15:00Z', lifeMs: 900_000 }, Date.parse('2026-11-28T12:00:00Z')) // 14 * 60_000
 */
export function msUntilRefresh(expiry: SessionExpiry | null, nowMs: number): number {
  const at = expiry ? Date.parse(expiry.at) : NaN;
  if (!expiry || !Number.isFinite(at)) return 0;
  return Math.max(0, at - nowMs - Math.min(60_000, expiry.lifeMs / 4));
}

/** How long a keeper waits before trying again when the service could not be reached. */
export const REFRESH_RETRY_MS = 15_000;

export type KeepSessionDeps = AuthDeps & {
  onLoggedOut: (reason: LogoutReason) => void;
  pageSession?: AuthData | null;
  now?: () => number;
};

/**
 * Keeps the session alive while a page is open: restores it (from the page's view of the cookie
 * session when there is one) and renews before each expiry. Another tab's renewal updates the
 * shared storage, so each timer first reads the stored expiry again and only renews when still due.
 * Calls `onLoggedOut` with the reason when a refresh is refused. Returns the cleanup.
 */
export function keepSession(deps: KeepSessionDeps): () => void {
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // A page that starts with no session at all has to build one from the cookie first; failing that
  // is 'Authentication initialization failed'.
  let starting = !deps.pageSession && !deps.storage.getItem(KEYS.user);
  const schedule = (delay: number) => {
    timer = setTimeout(async () => {
      const due = msUntilRefresh(readExpiry(deps.storage), now());
      if (due > 0) return schedule(due);
      const result = await refreshSession(deps);
      if (stopped) return;
      $sessionProblem.set(result.ok ? null : result.retry ? (starting ? 'Authentication initialization failed' : result.message) : null);
      if (result.ok) starting = false;
      if (result.ok) schedule(msUntilRefresh(result.expiry, now()));
      else if (result.retry) schedule(REFRESH_RETRY_MS);
      else deps.onLoggedOut(result.reason);
    }, delay);
  };
  $sessionProblem.set(null);
  restoreSession(deps.storage, deps.pageSession);
  schedule(msUntilRefresh(readExpiry(deps.storage), now()));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
