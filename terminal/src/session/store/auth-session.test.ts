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
const jwt = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds }))}.s`;

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
  it('restores when both the access token and user data are stored', () => {
    restoreSession(memoryStorage({ auth_token: 't', user_data: JSON.stringify(user) }));
    expect($session.get()).toEqual({ status: 'authenticated', user });
  });
  it('stays anonymous with only one of them, or with tampered user data', () => {
    restoreSession(memoryStorage({ auth_token: 't' }));
    expect($session.get().status).toBe('anonymous');
    restoreSession(memoryStorage({ auth_token: 't', user_data: '{"id":1}' }));
    expect($session.get().status).toBe('anonymous');
  });
});

describe('restoring from the page', () => {
  it('takes the page’s cookie copy over older stored keys', () => {
    const storage = memoryStorage({ auth_token: 'old', refresh_token: 'old-r', user_data: JSON.stringify({ ...user, id: 'other' }) });
    restoreSession(storage, { token: 'new', refreshToken: 'new-r', user });
    expect(Object.fromEntries(storage.map)).toEqual({ auth_token: 'new', refresh_token: 'new-r', user_data: JSON.stringify(user) });
    expect($session.get()).toEqual({ status: 'authenticated', user });
  });
});

describe('refresh', () => {
  it('goes by the cookie, never a stored refresh token that may be stale, and stores the new tokens', async () => {
    const storage = memoryStorage({ refresh_token: 'stale' });
    const fetch = answer(200, { success: true, data: { token: 't2', refreshToken: 'r2', user } });
    expect(await refreshSession({ storage, fetch })).toEqual({ ok: true, token: 't2' });
    expect(Object.fromEntries(storage.map)).toEqual({ auth_token: 't2', refresh_token: 'r2', user_data: JSON.stringify(user) });
    expect(JSON.parse((fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1].body as string)).toEqual({});
  });
  it('logs out cleanly when the refresh is refused, with the reason', async () => {
    const storage = memoryStorage({ auth_token: 't', refresh_token: 'r', user_data: JSON.stringify(user) });
    applyAuthData({ token: 't', refreshToken: 'r', user }, storage);
    const result = await refreshSession({ storage, fetch: answer(401, { error: 'SESSION_REVOKED' }) });
    expect(result).toEqual({ ok: false, message: 'Token refresh failed', reason: 'revoked', retry: false });
    expect(storage.map.size).toBe(0);
    expect($session.get().status).toBe('anonymous');
  });
  it('keeps the session when the service cannot be reached', async () => {
    const storage = memoryStorage({ auth_token: 't', user_data: JSON.stringify(user) });
    const offline = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await refreshSession({ storage, fetch: offline })).toMatchObject({ ok: false, retry: true, message: 'Token refresh failed' });
    expect(await refreshSession({ storage, fetch: answer(503, {}) })).toMatchObject({ ok: false, retry: true });
    expect(storage.map.get('auth_token')).toBe('t');
  });
  it('says so when there is no refresh token at all', async () => {
    const result = await refreshSession({ storage: memoryStorage(), fetch: answer(401, { error: 'NO_REFRESH_TOKEN' }) });
    expect(result).toEqual({ ok: false, message: 'No refresh token available', reason: 'expired', retry: false });
  });
  it('is scheduled a minute before the access token expires, a quarter of its life when that is shorter', () => {
    expect(msUntilRefresh(jwt(1_000_000 + 15 * 60), 1_000_000_000)).toBe(14 * 60_000);
    const short = `h.${btoa(JSON.stringify({ iat: 1_000_000, exp: 1_000_000 + 20 }))}.s`;
    expect(msUntilRefresh(short, 1_000_000_000)).toBe(15_000);
    expect(msUntilRefresh('garbage', 0)).toBe(0);
  });
  it('does not refresh when another tab already did (the stored token is new again)', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const storage = memoryStorage({ auth_token: jwt(1_000_000 + 120), user_data: JSON.stringify(user) });
    const fetch = answer(200, { success: true, data: { token: jwt(1_000_000 + 900), user } });
    const stop = keepSession({ storage, fetch, onLoggedOut: vi.fn() });
    storage.setItem('auth_token', jwt(1_000_000 + 900));
    await vi.advanceTimersByTimeAsync(61_000);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });
  it('keeps refreshing while the page is open and reports a failed refresh', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const storage = memoryStorage({ auth_token: jwt(1_000_000 + 120), refresh_token: 'r', user_data: JSON.stringify(user) });
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
      return Response.json({ success: true, data: { token: jwt(1_000_000 + 900), user } });
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
  it('clears local data even when the call fails', async () => {
    const storage = memoryStorage({ auth_token: 't', refresh_token: 'r', user_data: JSON.stringify(user) });
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
