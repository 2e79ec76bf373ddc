/**
 * Answers to a signed-in request (an editor's admin cookie or token, a trader's session cookie)
 * are that person's own: `Cache-Control: no-store` keeps them out of the browser's disk cache and
 * any shared cache between, so `/api/editors/me` or a draft read cannot be replayed from there.
 * cms/server.ts sets it before Next answers; a route that chooses its own Cache-Control keeps it.
 * Next's hashed build files (`/_next/static/`) are the same for everybody and stay cacheable.
 * @example carriesSession({ cookie: 'theme=dark; payload-token=abc' }, '/api/editors/me') // true
 */
const SESSION_COOKIE = /(^|;\s*)(__Host-)?(payload-token|bourse-session|bourse-refresh)=/;

export function carriesSession(headers: { authorization?: string; cookie?: string }, url = ''): boolean {
  if (url.startsWith('/_next/static/')) return false;
  return Boolean(headers.authorization) || SESSION_COOKIE.test(headers.cookie ?? '');
}
