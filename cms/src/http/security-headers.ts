import { randomBytes } from 'node:crypto';

/**
 * The CMS's security headers, set by cms/server.ts on every answer (admin pages, REST, media).
 * The admin is Next + Payload: Next puts a per-request nonce on every script it renders when the
 * request carries a CSP naming one, so scripts need no 'unsafe-inline'. Styles do: the admin's
 * components inject <style> elements and style attributes at run time. Nothing but the admin
 * itself may frame it.
 */

export type CmsHeaderSettings = {
  /** The public site (SITE_URL): the admin frames its /preview page for Live Preview. */
  siteUrl: string;
  https: boolean;
};

/** A fresh nonce for one answer (128 random bits). */
export const createNonce = (): string => randomBytes(16).toString('base64');

/**
 * @example adminPolicy('abc', { siteUrl: 'https://bourse.example', https: true })
 */
export function adminPolicy(nonce: string, { siteUrl, https }: CmsHeaderSettings): string {
  const site = URL.canParse(siteUrl) ? new URL(siteUrl).origin : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${site}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Every header the CMS adds, for one answer with its nonce. */
export function cmsSecurityHeaders(nonce: string, settings: CmsHeaderSettings): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['content-security-policy', adminPolicy(nonce, settings)],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
    // Older browsers that ignore frame-ancestors.
    ['x-frame-options', 'SAMEORIGIN'],
  ];
  if (settings.https) headers.push(['strict-transport-security', 'max-age=31536000']);
  return headers;
}

/**
 * The CMS's settings from its environment: https when COOKIE_SECURE=true or CMS_URL is https.
 * @example cmsHeaderSettings({ CMS_URL: 'https://admin.bourse.example', SITE_URL: 'https://bourse.example' }).https // true
 */
export function cmsHeaderSettings(env: Record<string, string | undefined>): CmsHeaderSettings {
  return {
    siteUrl: env.SITE_URL ?? `http://localhost:${env.SITE_PORT ?? 4321}`,
    https: env.COOKIE_SECURE === 'true' || (env.CMS_URL ?? '').startsWith('https:'),
  };
}
