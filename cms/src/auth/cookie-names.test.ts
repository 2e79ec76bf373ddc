import { afterEach, describe, expect, it, vi } from 'vitest';

// The names are fixed when the module loads, from the same COOKIE_SECURE that makes them Secure.
async function cookiesModule(cookieSecure: string | undefined) {
  vi.resetModules();
  vi.stubEnv('COOKIE_SECURE', cookieSecure);
  return import('./cookies');
}

afterEach(() => vi.unstubAllEnvs());

describe('session cookie names', () => {
  it('carry the __Host- prefix when Secure, so no other host can set them', async () => {
    const { ACCESS_COOKIE, REFRESH_COOKIE, sessionCookies, cookieOptions } = await cookiesModule('true');
    expect([ACCESS_COOKIE, REFRESH_COOKIE]).toEqual(['__Host-bourse-session', '__Host-bourse-refresh']);
    const [access] = sessionCookies({ token: 't', accessSeconds: 60, refreshSeconds: 60 }, cookieOptions());
    // What browsers demand of a __Host- cookie: Secure, Path=/, no Domain.
    expect(access).toMatch(/^__Host-bourse-session=t; Path=\/;.*; Secure$/);
    expect(access).not.toMatch(/Domain=/i);
  });
  it('keep plain names on http (development), where browsers refuse the prefix', async () => {
    const { ACCESS_COOKIE, REFRESH_COOKIE } = await cookiesModule(undefined);
    expect([ACCESS_COOKIE, REFRESH_COOKIE]).toEqual(['bourse-session', 'bourse-refresh']);
  });
});
