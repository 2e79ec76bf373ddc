import { describe, expect, it } from 'vitest';
import { adminPolicy, cmsHeaderSettings, cmsSecurityHeaders, createNonce } from './security-headers';

const settings = { siteUrl: 'http://localhost:4321/', https: false };

describe('CMS security headers', () => {
  it('allows scripts only from the CMS and with this answer’s nonce, never inline or eval', () => {
    const policy = adminPolicy('n0nce', settings);
    expect(policy).toContain("script-src 'self' 'nonce-n0nce'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-/);
  });
  it('lets nothing but the admin frame it, and the admin frame only itself and the site (Live Preview)', () => {
    const policy = adminPolicy('n', settings);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("frame-src 'self' http://localhost:4321");
    for (const part of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(policy).toContain(part);
  });
  it('adds nosniff, referrer and permissions policies on every answer, HSTS over https only', () => {
    const plain = new Map(cmsSecurityHeaders('n', settings));
    expect(plain.get('x-content-type-options')).toBe('nosniff');
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.get('permissions-policy')).toContain('camera=()');
    expect(plain.has('strict-transport-security')).toBe(false);
    expect(new Map(cmsSecurityHeaders('n', { ...settings, https: true })).get('strict-transport-security')).toBe('max-age=31536000');
  });
  it('reads https from COOKIE_SECURE or an https CMS_URL', () => {
    expect(cmsHeaderSettings({ COOKIE_SECURE: 'true' }).https).toBe(true);
    expect(cmsHeaderSettings({ CMS_URL: 'https://admin.bourse.example' }).https).toBe(true);
    expect(cmsHeaderSettings({ CMS_URL: 'http://localhost:3001', SITE_PORT: '5000' })).toEqual({
      https: false,
      siteUrl: 'http://localhost:5000',
    });
  });
  it('makes a new nonce for every answer', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
