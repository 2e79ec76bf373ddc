import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAuthData, keepSession, logout, msUntilRefresh, refreshSession, restoreSession } from './auth-session';
import { $session, $sessionProblem, type SessionUser } from './session';

const user: SessionUser = {
  id: '7',
  email: 'a@b.co',
  username: 'a',
  firstName: 'A',
  lastName: '',
  avatar: '',
  status: 'active',
  emailVerified: true,
  level: 'ordinary',
  colorPreset: 'default',
};
/** The stored expiry of an access cookie that expires `seconds` after 1_000_000 s and lives `life` seconds. */
const expiry = (seconds: number, life = 900) =>
  JSON.stringify({ at: new Date((1_000_000 + seconds) * 1000).toISOString(), lifeMs: life * 1000 });
const expiresAt = (seconds: number) => new Date((1_000_000 + seconds) * 1000).toISOString();

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

afterEach(() => vi.useRealTimers());

describe('restoring the session', () => {
  it('restores from the stored user, and drops token copies an older version stored', () => {
    const storage = memoryStorage({ auth_token: 't', refresh_token: 'r', user_data: JSON.stringify(user) });
    restoreSession(storage);
    expect($session.get()).toEqual({ status: 'authenticated', user });
    expect(Object.fromEntries(storage.map)).toEqual({ user_data: JSON.stringify(user) });
  });
  it('stays anonymous without a user, or with tampered user data', () => {
    restoreSession(memoryStorage({ auth_token: 't' }));
    expect($session.get().status).toBe('anonymous');
    restoreSession(memoryStorage({ user_data: '{"id":1}' }));
    expect($session.get().status).toBe('anonymous');
  });
});

describe('restoring from the page', () => {
  it('takes the page’s view of the cookie session over older stored keys, and stores no token', () => {
    const storage = memoryStorage({ auth_token: 'old', refresh_token: 'old-r', user_data: JSON.stringify({ ...user, id: 'other' }) });
    restoreSession(storage, { user, accessExpiresAt: expiresAt(900), expiresIn: 900 });
    expect(Object.fromEntries(storage.map)).toEqual({ user_data: JSON.stringify(user), session_expiry: expiry(900) });
    expect($session.get()).toEqual({ status: 'authenticated', user });
  });
});

describe('refresh', () => {
  it('goes by the cookie with an empty body, and stores only the user and the new expiry', async () => {
    const storage = memoryStorage({ refresh_token: 'stale' });
    const fetch = answer(200, { success: true, data: { accessExpiresAt: expiresAt(900), expiresIn: 900, user } });
    expect(await refreshSession({ storage, fetch })).toEqual({ ok: true, expiry: JSON.parse(expiry(900)) });
    expect(Object.fromEntries(storage.map)).toEqual({ user_data: JSON.stringify(user), session_expiry: expiry(900) });
    expect(JSON.parse((fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1].body as string)).toEqual({});
  });
  it('logs out cleanly when the refresh is refused, with the reason', async () => {
    const storage = memoryStorage({ auth_token: 't', user_data: JSON.stringify(user) });
    applyAuthData({ user, accessExpiresAt: expiresAt(900) }, storage);
    const result = await refreshSession({ storage, fetch: answer(401, { error: 'SESSION_REVOKED' }) });
    expect(result).toEqual({ ok: false, message: 'Token refresh failed', reason: 'revoked', retry: false });
    expect(storage.map.size).toBe(0);
    expect($session.get().status).toBe('anonymous');
  });
  it('keeps the session when the service cannot be reached', async () => {
    const storage = memoryStorage({ user_data: JSON.stringify(user), session_expiry: expiry(10) });
    const offline = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await refreshSession({ storage, fetch: offline })).toMatchObject({ ok: false, retry: true, message: 'Token refresh failed' });
    expect(await refreshSession({ storage, fetch: answer(503, {}) })).toMatchObject({ ok: false, retry: true });
    expect(storage.map.get('user_data')).toBe(JSON.stringify(user));
  });
  it('says so when there is no refresh token at all', async () => {
    const result = await refreshSession({ storage: memoryStorage(), fetch: answer(401, { error: 'NO_REFRESH_TOKEN' }) });
    expect(result).toEqual({ ok: false, message: 'No refresh token available', reason: 'expired', retry: false });
  });
  it('is scheduled a minute before the access cookie expires, a quarter of its life when that is shorter', () => {
    expect(msUntilRefresh(JSON.parse(expiry(15 * 60)), 1_000_000_000)).toBe(14 * 60_000);
    expect(msUntilRefresh(JSON.parse(expiry(20, 20)), 1_000_000_000)).toBe(15_000);
    expect(msUntilRefresh(null, 0)).toBe(0);
    expect(msUntilRefresh({ at: 'garbage', lifeMs: 1 }, 0)).toBe(0);
  });
  it('does not refresh when another tab already did (the stored expiry is later again)', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const storage = memoryStorage({ session_expiry: expiry(120), user_data: JSON.stringify(user) });
    const fetch = answer(200, { success: true, data: { accessExpiresAt: expiresAt(900), user } });
    const stop = keepSession({ storage, fetch, onLoggedOut: vi.fn() });
    storage.setItem('session_expiry', expiry(900));
    await vi.advanceTimersByTimeAsync(61_000);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });
  it('keeps refreshing while the page is open and reports a failed refresh', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const storage = memoryStorage({ session_expiry: expiry(120), user_data: JSON.stringify(user) });
    const onLoggedOut = vi.fn();
    const fetch = answer(401, { error: 'SESSION_EXPIRED' });
    const stop = keepSession({ storage, fetch, onLoggedOut });
    expect($session.get().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenCalledOnce();
    expect(onLoggedOut).toHaveBeenCalledExactlyOnceWith('expired');
    stop();
  });
});

describe('session problems', () => {
  it('says "Authentication initialization failed" when a page cannot start its session, and clears it on success', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    let reachable = false;
    const fetch = vi.fn(async () => {
      if (!reachable) throw new Error('offline');
      return Response.json({ success: true, data: { accessExpiresAt: expiresAt(900), expiresIn: 900, user } });
    }) as unknown as typeof globalThis.fetch;
    const stop = keepSession({ storage: memoryStorage(), fetch, onLoggedOut: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect($sessionProblem.get()).toBe('Authentication initialization failed');
    reachable = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect($sessionProblem.get()).toBeNull();
    expect($session.get().status).toBe('authenticated');
    stop();
  });
});

describe('logout', () => {
  it('clears local data (and token copies an older version left) even when the call fails', async () => {
    const storage = memoryStorage({ auth_token: 't', refresh_token: 'r', user_data: JSON.stringify(user), session_expiry: expiry(900) });
    await logout({
      storage,
      fetch: vi.fn(async () => {
        throw new Error('offline');
      }) as unknown as typeof fetch,
    });
    expect(storage.map.size).toBe(0);
    expect($session.get().status).toBe('anonymous');
  });
});
