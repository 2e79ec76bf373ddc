import { describe, expect, it } from 'vitest';
import { isCookieWriteAllowed, siteOrigins } from './csrf';
import { readCookie, sessionCookies } from './cookies';

const origins = ['http://localhost:4321'];

describe('CSRF rule for cookie-authenticated writes', () => {
  it('allows the site origin and same-origin fetches, refuses other origins and cross-site fetches', () => {
    expect(isCookieWriteAllowed(new Headers({ origin: 'http://localhost:4321' }), origins)).toBe(true);
    expect(isCookieWriteAllowed(new Headers({ 'sec-fetch-site': 'same-origin' }), origins)).toBe(true);
    expect(isCookieWriteAllowed(new Headers({ origin: 'https://evil.example' }), origins)).toBe(false);
    expect(isCookieWriteAllowed(new Headers({ 'sec-fetch-site': 'cross-site' }), origins)).toBe(false);
  });
  it('needs no check for bearer tokens, which a forging page cannot attach', () => {
    expect(isCookieWriteAllowed(new Headers({ authorization: 'Bearer x', origin: 'https://evil.example' }), origins)).toBe(true);
  });
  it('reads SITE_ORIGINS as a comma-separated list', () => {
    expect(siteOrigins({ SITE_ORIGINS: 'https://a.example, https://b.example' })).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, Secure only over https', () => {
    const plain = sessionCookies({ token: 't', refreshToken: 'r', accessSeconds: 900, refreshSeconds: 60 }, { secure: false });
    expect(plain).toEqual([
      'bourse-session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=900',
      'bourse-refresh=r; Path=/; HttpOnly; SameSite=Lax; Max-Age=60',
    ]);
    expect(sessionCookies({ token: 't', accessSeconds: 1, refreshSeconds: 1 }, { secure: true })[0]).toMatch(/; Secure$/);
  });
  it('are read back from a Cookie header', () => {
    expect(readCookie(new Headers({ cookie: 'a=1; bourse-refresh=x.y; b=2' }), 'bourse-refresh')).toBe('x.y');
  });
});
