import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAuthData, keepSession, logout, msUntilRefresh, refreshSession, restoreSession } from './auth-session';
import { $session, type SessionUser } from './session';

const user: SessionUser = { id: '7', email: 'a@b.co', username: 'a', firstName: 'A', lastName: '', avatar: '', status: 'active', emailVerified: true, level: 'ordinary' };
const jwt = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds }))}.s`;

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

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

describe('refresh', () => {
  it('stores the new tokens under the spec keys', async () => {
    const storage = memoryStorage({ refresh_token: 'r1' });
    const fetch = answer(200, { success: true, data: { token: 't2', refreshToken: 'r2', user } });
    expect(await refreshSession({ storage, fetch })).toEqual({ ok: true, token: 't2' });
    expect(Object.fromEntries(storage.map)).toEqual({ auth_token: 't2', refresh_token: 'r2', user_data: JSON.stringify(user) });
    expect(JSON.parse((fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1].body as string)).toEqual({ refreshToken: 'r1' });
  });
  it('logs out cleanly when the refresh fails', async () => {
    const storage = memoryStorage({ auth_token: 't', refresh_token: 'r', user_data: JSON.stringify(user) });
    applyAuthData({ token: 't', refreshToken: 'r', user }, storage);
    const result = await refreshSession({ storage, fetch: answer(401, { error: 'INVALID_REFRESH_TOKEN' }) });
    expect(result).toEqual({ ok: false, message: 'Token refresh failed' });
    expect(storage.map.size).toBe(0);
    expect($session.get().status).toBe('anonymous');
  });
  it('says so when there is no refresh token at all', async () => {
    const result = await refreshSession({ storage: memoryStorage(), fetch: answer(401, { error: 'NO_REFRESH_TOKEN' }) });
    expect(result).toEqual({ ok: false, message: 'No refresh token available' });
  });
  it('is scheduled a minute before the access token expires', () => {
    expect(msUntilRefresh(jwt(1_000_000 + 15 * 60), 1_000_000_000)).toBe(14 * 60_000);
    expect(msUntilRefresh('garbage', 0)).toBe(0);
  });
  it('keeps refreshing while the page is open and reports a failed refresh', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const storage = memoryStorage({ auth_token: jwt(1_000_000 + 120), refresh_token: 'r', user_data: JSON.stringify(user) });
    const onLoggedOut = vi.fn();
    const fetch = answer(401, { error: 'INVALID_REFRESH_TOKEN' });
    const stop = keepSession({ storage, fetch, onLoggedOut });
    expect($session.get().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenCalledOnce();
    expect(onLoggedOut).toHaveBeenCalledOnce();
    stop();
  });
});

describe('logout', () => {
  it('clears local data even when the call fails', async () => {
    const storage = memoryStorage({ auth_token: 't', refresh_token: 'r', user_data: JSON.stringify(user) });
    await logout({ storage, fetch: vi.fn(async () => { throw new Error('offline'); }) as unknown as typeof fetch });
    expect(storage.map.size).toBe(0);
    expect($session.get().status).toBe('anonymous');
  });
});
