import { describe, expect, it } from 'vitest';
import { commonSecurityHeaders, isServedOverHttps, NON_PAGE_POLICY, sitePolicy, withSecurityHeaders } from './security-headers';

const origins = {
  cms: 'http://localhost:3001/',
  marketRest: 'http://localhost:9443/api',
  marketWs: 'ws://localhost:9443/ws',
  https: false,
};
const astro = "script-src 'self' 'sha256-abc'; style-src 'self' 'sha256-def';";
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.split(' ')[0] === name);

describe('the site CSP', () => {
  it('keeps the hashes Astro computed for its inline scripts and styles, and no unsafe-inline script', () => {
    const policy = sitePolicy(astro, origins);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-def'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });
  it("adds the theme record's style hash the middleware knew before the page rendered", () => {
    expect(directive(sitePolicy(astro, origins, ['sha256-theme']), 'style-src')).toBe("style-src 'self' 'sha256-def' 'sha256-theme'");
    const page = new Response('<p>', { headers: { 'content-type': 'text/html', 'content-security-policy': astro } });
    const policy = withSecurityHeaders(page, origins, ['sha256-theme']).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-def' 'sha256-theme'");
  });
  it('lets only the CMS admin frame the site (Live Preview) and only the CMS serve images', () => {
    const policy = sitePolicy(astro, origins);
    expect(directive(policy, 'frame-ancestors')).toBe('frame-ancestors http://localhost:3001');
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: http://localhost:3001");
  });
  it('lets the islands reach the market host over REST and websocket, and the site itself', () => {
    expect(directive(sitePolicy(astro, origins), 'connect-src')).toBe("connect-src 'self' http://localhost:9443 ws://localhost:9443");
    const live = sitePolicy(astro, { ...origins, marketRest: 'https://api.binance.com', marketWs: 'wss://stream.binance.com:9443' });
    expect(directive(live, 'connect-src')).toBe("connect-src 'self' https://api.binance.com wss://stream.binance.com:9443");
  });
  it('shuts plugins, base-tag and foreign form targets, and upgrades requests over https only', () => {
    const policy = sitePolicy(astro, origins);
    for (const part of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"]) expect(policy).toContain(part);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(sitePolicy(astro, { ...origins, https: true })).toContain('upgrade-insecure-requests');
  });
  it('falls back to this site’s scripts only when Astro sent no policy', () => {
    expect(directive(sitePolicy(null, origins), 'script-src')).toBe("script-src 'self'");
  });
});

describe('headers on every answer', () => {
  it('sends nosniff, the referrer and permissions policies, and HSTS only over https', () => {
    const plain = new Map(commonSecurityHeaders(false));
    expect(plain.get('x-content-type-options')).toBe('nosniff');
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(plain.has('strict-transport-security')).toBe(false);
    expect(new Map(commonSecurityHeaders(true)).get('strict-transport-security')).toBe('max-age=31536000');
  });
  it('knows https from COOKIE_SECURE or an https SITE_URL', () => {
    expect(isServedOverHttps({ COOKIE_SECURE: 'true' })).toBe(true);
    expect(isServedOverHttps({ SITE_URL: 'https://bourse.example' })).toBe(true);
    expect(isServedOverHttps({ SITE_URL: 'http://localhost:4321' })).toBe(false);
  });
  it('gives pages the site policy and everything else a policy that runs nothing', () => {
    const page = withSecurityHeaders(
      new Response('<p>', { headers: { 'content-type': 'text/html', 'content-security-policy': astro } }),
      origins,
    );
    expect(page.headers.get('content-security-policy')).toContain("'sha256-abc'");
    const json = withSecurityHeaders(Response.json({ ok: true }), origins);
    expect(json.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY);
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('copies a response whose headers cannot change (a redirect)', () => {
    const redirect = withSecurityHeaders(Response.redirect('http://localhost/login', 302), origins);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://localhost/login');
    expect(redirect.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
