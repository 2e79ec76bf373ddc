/**
 * Cross-site form protection, in place of Astro's `security.checkOrigin` (switched off in
 * astro.config.mjs). Astro's check also refuses server-to-server POSTs that carry no Origin,
 * such as the CMS webhook or `bourse theme use` sending JSON without a content type; the
 * webhook must answer those with its own 401/200.
 *
 * A forged submission can only come from a browser, and browsers send Origin with every POST; a
 * browser form also cannot set an Authorization header. So: refuse a form-like request whose
 * Origin is another site, unless it authenticates with a header.
 */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

export function isForbiddenCrossSiteRequest(request: Request, url: URL): boolean {
  if (SAFE_METHODS.includes(request.method)) return false;
  if (request.headers.has('authorization')) return false;
  const origin = request.headers.get('origin');
  if (origin === null || origin === url.origin) return false;
  const contentType = request.headers.get('content-type')?.toLowerCase();
  if (contentType === undefined) return true;
  return FORM_CONTENT_TYPES.some((type) => contentType.includes(type));
}
