import { $session, SESSION_STORAGE_KEYS as KEYS, sessionUserSchema, type SessionUser } from './session';

/**
 * The session's actions: restore from localStorage, store a login answer, refresh the access
 * token before it expires, log out. Storage and fetch are passed in, so tests use fakes and
 * nothing here runs on import.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type AuthData = { token: string; refreshToken?: string; user: SessionUser };
export type AuthDeps = { storage: KeyValueStorage; fetch: typeof fetch; apiBase?: string };

/** The page's own localStorage and fetch: what the islands pass, so no view touches the network itself. */
export function browserAuthDeps(): AuthDeps {
  return { storage: window.localStorage, fetch: window.fetch.bind(window) };
}

/** Spec: restored when an access token and user data both exist; otherwise anonymous. */
export function restoreSession(storage: KeyValueStorage): void {
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

export type RefreshResult = { ok: true; token: string } | { ok: false; message: 'No refresh token available' | 'Token refresh failed' };

/**
 * POST /auth/refresh with the stored refresh token (or, with none stored, the HttpOnly cookie the
 * site set at a form login). A failure clears the session (spec).
 */
export async function refreshSession({ storage, fetch, apiBase = '/api' }: AuthDeps): Promise<RefreshResult> {
  const refreshToken = storage.getItem(KEYS.refreshToken) ?? undefined;
  try {
    const response = await fetch(`${apiBase}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    });
    const body = (await response.json()) as { data?: { token?: string; refreshToken?: string; user?: unknown }; error?: string };
    const user = sessionUserSchema.safeParse(body.data?.user);
    if (response.ok && body.data?.token && user.success) {
      applyAuthData({ token: body.data.token, refreshToken: body.data.refreshToken, user: user.data }, storage);
      return { ok: true, token: body.data.token };
    }
    clearSession(storage);
    return { ok: false, message: body.error === 'NO_REFRESH_TOKEN' ? 'No refresh token available' : 'Token refresh failed' };
  } catch {
    clearSession(storage);
    return { ok: false, message: 'Token refresh failed' };
  }
}

/** Spec: local data is cleared even if the call fails. */
export async function logout({ storage, fetch, apiBase = '/api' }: AuthDeps): Promise<void> {
  const token = storage.getItem(KEYS.token);
  const refreshToken = storage.getItem(KEYS.refreshToken);
  try {
    await fetch(`${apiBase}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    });
  } catch {
    // Nothing to do: the server session expires on its own, and local data goes below.
  }
  clearSession(storage);
}

/**
 * How long to wait before refreshing: a minute before the access token expires (read from its
 * `exp`), at once when it is unreadable or nearly expired.
 * @example msUntilRefresh(tokenExpiringIn(15 * 60), now) // 14 * 60_000
 */
export function msUntilRefresh(token: string | null, nowMs: number): number {
  try {
    const exp = JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp;
    return typeof exp === 'number' ? Math.max(0, exp * 1000 - nowMs - 60_000) : 0;
  } catch {
    return 0;
  }
}

/**
 * Keeps the session alive while a page is open: restores it, syncs tokens from the cookie when
 * none are stored, and refreshes a minute before each expiry. Calls `onLoggedOut` when a refresh
 * fails. Returns the cleanup.
 */
export function keepSession(deps: AuthDeps & { onLoggedOut: () => void; now?: () => number }): () => void {
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(async () => {
      const result = await refreshSession(deps);
      if (stopped) return;
      if (result.ok) schedule();
      else deps.onLoggedOut();
    }, msUntilRefresh(deps.storage.getItem(KEYS.token), now()));
  };
  restoreSession(deps.storage);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
