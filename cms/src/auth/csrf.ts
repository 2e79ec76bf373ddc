/**
 * CSRF rule for writes authenticated by cookie: the browser must say the request comes from one
 * of the site origins (Origin), or from the same site (Sec-Fetch-Site). A bearer token cannot be
 * attached by a forging page, so requests with Authorization need no check.
 */
export function isCookieWriteAllowed(headers: Headers, allowedOrigins: readonly string[]): boolean {
  if (headers.get('authorization')) return true;
  const origin = headers.get('origin');
  if (origin) return allowedOrigins.includes(origin);
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite === 'same-origin' || fetchSite === 'none';
}

/** SITE_ORIGINS (comma-separated), else SITE_URL, else the development site. */
export function siteOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return (env.SITE_ORIGINS ?? env.SITE_URL ?? 'http://localhost:4321')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}
