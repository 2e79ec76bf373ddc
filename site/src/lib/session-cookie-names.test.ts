import { afterEach, describe, expect, it, vi } from 'vitest';

// The site reads the cookies the CMS sets: the same names, fixed when the module loads.
async function names(cookieSecure: string | undefined) {
  vi.resetModules();
  vi.stubEnv('COOKIE_SECURE', cookieSecure);
  const { ACCESS_COOKIE, REFRESH_COOKIE } = await import('./session-cms');
  return [ACCESS_COOKIE, REFRESH_COOKIE];
}

afterEach(() => vi.unstubAllEnvs());

describe('session cookie names on the site', () => {
  it('are __Host- prefixed when the cookies are Secure, plain on http', async () => {
    expect(await names('true')).toEqual(['__Host-bourse-session', '__Host-bourse-refresh']);
    expect(await names(undefined)).toEqual(['bourse-session', 'bourse-refresh']);
  });
});
