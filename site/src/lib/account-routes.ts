/**
 * The CMS routes a browser may reach through the site's same-origin proxy (`{site}/api/...` ->
 * `{CMS_INTERNAL_URL}/api/...`), each as "METHOD /exact/path". Nothing else is forwarded: the CMS
 * also serves the admin and every collection (editors, pages, traders), which the public site
 * must never open a door to. Adding an account API route is adding its line here.
 *
 * A path is lower-case letters, digits and `-` between single slashes; a `:name` segment stands
 * for one id of letters, digits, `_` or `-` (1 to 64). No request path with `%`, `\`, `.` or any
 * other character can match, so no encoding of a traversal (`..%5C`, `%2e%2e%2f`, double-encoded
 * `%255C`) gets through: only a path already in this canonical form does.
 * @example 'DELETE /api/trading/orders/:id'
 */
export const ACCOUNT_ROUTES = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email/request',
  'POST /api/auth/verify-email',
  'POST /api/auth/change-password',
  'GET /api/user/profile',
  'PUT /api/user/profile',
  'GET /api/support/requests',
  'POST /api/support/requests',
  'GET /api/verification',
  'POST /api/verification/documents',
  'POST /api/verification/plus',
  'POST /api/verification/phone/code',
  'POST /api/verification/phone/confirm',
  // The trading engine's account API (paper trading: accounts, orders, transfers, alerts); these go
  // to ENGINE_INTERNAL_URL instead of the CMS (`upstreamOf`). Its push channel, a websocket at
  // /api/trading/stream, is passed on by site/stream-proxy.mjs.
  'GET /api/trading/accounts',
  'GET /api/trading/accounts/:id',
  'POST /api/trading/accounts/:id/select',
  'PUT /api/trading/accounts/:id/settings',
  'POST /api/trading/accounts/:id/reset',
  'GET /api/trading/accounts/:id/orders',
  'POST /api/trading/accounts/:id/orders',
  'DELETE /api/trading/accounts/:id/orders',
  'PUT /api/trading/accounts/:id/orders/:orderId',
  'DELETE /api/trading/accounts/:id/orders/:orderId',
  'POST /api/trading/accounts/:id/order-lists',
  'GET /api/trading/accounts/:id/fills',
  'GET /api/trading/accounts/:id/transfers',
  'POST /api/trading/accounts/:id/deposits',
  'POST /api/trading/accounts/:id/withdrawals',
  'GET /api/trading/withdrawal-limit',
  'GET /api/trading/addresses',
  'POST /api/trading/addresses',
  'GET /api/trading/alerts',
  'POST /api/trading/alerts',
  'DELETE /api/trading/alerts/:id',
  // The forex (margin) account: quotes, the account marked to them, orders, positions, deals.
  'GET /api/trading/forex/quotes',
  'GET /api/trading/forex/account',
  'GET /api/trading/forex/deals',
  'GET /api/trading/forex/orders',
  'POST /api/trading/forex/orders',
  'DELETE /api/trading/forex/orders/:id',
  'POST /api/trading/forex/positions/:id/close',
  'PUT /api/trading/forex/positions/:id/stops',
  'GET /api/trading/api-keys',
  'POST /api/trading/api-keys',
  'DELETE /api/trading/api-keys/:id',
] as const;

/**
 * The routes that take a file (multipart, as the browser sent it) and their own size limit: an
 * identity document of at most 5 MB and its form's few fields. Every other route takes JSON.
 */
export const UPLOAD_ROUTES: Readonly<Record<string, number>> = { '/api/verification/documents': 5 * 1024 * 1024 + 64 * 1024 };

/** Which server answers a listed route: the trading engine for /api/trading, else the CMS. */
export function upstreamOf(path: string): 'engine' | 'cms' {
  return path.startsWith('/api/trading/') ? 'engine' : 'cms';
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Route = { method: Method; segments: string[] };

const FIXED_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PARAM_SEGMENT = /^:[a-z][a-zA-Z0-9]*$/;
const ID_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** One line of the list, checked: a typo in a route fails at start-up (and in its test), never at a request. */
export function parseRoute(line: string): Route {
  const [method, path, ...rest] = line.split(' ');
  const segments = (path ?? '').split('/').slice(1);
  const valid =
    rest.length === 0 &&
    METHODS.includes(method as Method) &&
    path?.startsWith('/api/') &&
    segments.every((segment) => FIXED_SEGMENT.test(segment) || PARAM_SEGMENT.test(segment));
  if (!valid) throw new Error(`account route "${line}": expected "METHOD /api/canonical/path" (see account-routes.ts)`);
  return { method: method as Method, segments };
}

const routes = ACCOUNT_ROUTES.map(parseRoute);

function matches(route: Route, segments: string[]): boolean {
  if (route.segments.length !== segments.length) return false;
  return route.segments.every((expected, i) => (expected.startsWith(':') ? ID_SEGMENT.test(segments[i]!) : expected === segments[i]));
}

export type RouteDecision = { status: 'allowed'; path: string } | { status: 'not-found' } | { status: 'wrong-method'; allow: Method[] };

/**
 * Whether `method` on the raw request path (as the browser sent it, still percent-encoded) is one
 * of the listed routes. `path` is what to ask the CMS for: the request's own path, which matched
 * the canonical form character for character.
 * @example decideRoute('POST', '/api/auth/login') // { status: 'allowed', path: '/api/auth/login' }
 * @example decideRoute('GET', '/api/auth/..%5Ceditors%5Cme') // { status: 'not-found' }
 */
export function decideRoute(method: string, rawPath: string, list: readonly Route[] = routes): RouteDecision {
  const segments = rawPath.split('/').slice(1);
  if (!rawPath.startsWith('/api/')) return { status: 'not-found' };
  const found = list.filter((route) => matches(route, segments));
  if (found.length === 0) return { status: 'not-found' };
  if (found.some((route) => route.method === method)) return { status: 'allowed', path: rawPath };
  return { status: 'wrong-method', allow: found.map((route) => route.method) };
}
