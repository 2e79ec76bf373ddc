import { logoutReasonOf, type LogoutReason } from '../model/session';
import { $session, $sessionProblem, SESSION_STORAGE_KEYS as KEYS, sessionUserSchema, type SessionUser } from './session';

/**
 * The session's actions: restore the browser's copy, store a login answer, refresh the access
 * token before it expires, log out. The HttpOnly cookies are the one source of truth: cabinet
 * pages carry their current values (`pageSession`), and every refresh goes by the cookie, so the
 * platform's storage keys only mirror it and a renewal made by the site's server (or another tab)
 * never strands this one. Storage and fetch are passed in, so tests use fakes and nothing here
 * runs on import.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type AuthData = { token: string; refreshToken?: string; user: SessionUser };
export type AuthDeps = { storage: KeyValueStorage; fetch: typeof fetch; apiBase?: string };

/** The page's own localStorage and fetch: what the islands pass, so no view touches the network itself. */
export function browserAuthDeps(): AuthDeps {
  return { storage: window.localStorage, fetch: window.fetch.bind(window) };
}

/**
 * With the page's copy of the cookie session, stores it (the page knows best: its server just
 * checked the cookie); without one, the stored copy rules: restored when an access token and user data
 * both exist, otherwise anonymous.
 */
export function restoreSession(storage: KeyValueStorage, pageSession?: AuthData | null): void {
  if (pageSession) return applyAuthData(pageSession, storage);
  const token = storage.getItem(KEYS.token);
  const user = parseUser(storage.getItem(KEYS.user));
  $session.set(token && user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
}

const parseUser = (raw: string | null): SessionUser | null => {
  try {
    const parsed = sessionUserSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export function applyAuthData(data: AuthData, storage: KeyValueStorage): void {
  storage.setItem(KEYS.token, data.token);
  if (data.refreshToken) storage.setItem(KEYS.refreshToken, data.refreshToken);
  storage.setItem(KEYS.user, JSON.stringify(data.user));
  $session.set({ status: 'authenticated', user: data.user });
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of Object.values(KEYS)) storage.removeItem(key);
  $session.set({ status: 'anonymous', user: null });
}

export type RefreshResult =
  | { ok: true; token: string }
  | { ok: false; message: 'No refresh token available' | 'Token refresh failed'; reason: LogoutReason; retry: boolean };

/**
 * POST /auth/refresh by the HttpOnly refresh cookie (never the stored copy, which may be older than
 * a renewal the site's server made). A refusal clears the session (a refused token will not work later either); a network fault or a
 * server error keeps it (`retry`): an unreachable service is no reason to sign anyone out.
 */
export async function refreshSession({ storage, fetch, apiBase = '/api' }: AuthDeps): Promise<RefreshResult> {
  let response: Response;
  let body: { data?: { token?: string; refreshToken?: string; user?: unknown }; error?: string };
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
  if (response.ok && body.data?.token && user.success) {
    applyAuthData({ token: body.data.token, refreshToken: body.data.refreshToken, user: user.data }, storage);
    return { ok: true, token: body.data.token };
  }
  if (response.status >= 500) return { ok: false, message: 'Token refresh failed', reason: 'refresh-failed', retry: true };
  clearSession(storage);
  const message = body.error === 'NO_REFRESH_TOKEN' ? 'No refresh token available' : 'Token refresh failed';
  return { ok: false, message, reason: logoutReasonOf(body.error), retry: false };
}

/** Local data is cleared even if the call fails, so a logout always signs this browser out. The cookie names the session to end. */
export async function logout({ storage, fetch, apiBase = '/api' }: AuthDeps): Promise<void> {
  const token = storage.getItem(KEYS.token);
  try {
    await fetch(`${apiBase}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      body: '{}',
    });
  } catch {
    // Nothing to do: the server session expires on its own, and local data goes below.
  }
  clearSession(storage);
}

/**
 * How long to wait before refreshing: a minute before the access token expires (a quarter of its
 * life when that is shorter), read from its `exp` and `iat`; at once when it is unreadable or
 * nearly expired.
 * @example msUntilRefresh(tokenExpiringIn(15 * 60), now) // 14 * 60_000
 */
export function msUntilRefresh(token: string | null, nowMs: number): number {
  try {
    const claims = JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    if (typeof claims.exp !== 'number') return 0;
    const lifeMs = typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : Infinity;
    return Math.max(0, claims.exp * 1000 - nowMs - Math.min(60_000, lifeMs / 4));
  } catch {
    return 0;
  }
}

/** How long a keeper waits before trying again when the service could not be reached. */
export const REFRESH_RETRY_MS = 15_000;

export type KeepSessionDeps = AuthDeps & {
  onLoggedOut: (reason: LogoutReason) => void;
  pageSession?: AuthData | null;
  now?: () => number;
};

/**
 * Keeps the session alive while a page is open: restores it (from the page's cookie copy when
 * there is one) and refreshes before each expiry. Another tab's refresh updates the shared storage,
 * so each timer first reads the stored token again and only refreshes when it is still due.
 * Calls `onLoggedOut` with the reason when a refresh is refused. Returns the cleanup.
 */
export function keepSession(deps: KeepSessionDeps): () => void {
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // A page that starts with no session at all has to build one from the cookie first; failing that
  // is 'Authentication initialization failed'.
  let starting = !deps.pageSession && !deps.storage.getItem(KEYS.token);
  const schedule = (delay: number) => {
    timer = setTimeout(async () => {
      const due = msUntilRefresh(deps.storage.getItem(KEYS.token), now());
      if (due > 0) return schedule(due);
      const result = await refreshSession(deps);
      if (stopped) return;
      $sessionProblem.set(result.ok ? null : result.retry ? (starting ? 'Authentication initialization failed' : result.message) : null);
      if (result.ok) starting = false;
      if (result.ok) schedule(msUntilRefresh(result.token, now()));
      else if (result.retry) schedule(REFRESH_RETRY_MS);
      else deps.onLoggedOut(result.reason);
    }, delay);
  };
  $sessionProblem.set(null);
  restoreSession(deps.storage, deps.pageSession);
  schedule(msUntilRefresh(deps.storage.getItem(KEYS.token), now()));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
