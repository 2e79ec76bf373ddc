import type { APIContext } from 'astro';
import { decideRoute, UPLOAD_ROUTES, upstreamOf } from './account-routes';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from './session-cms';
import { serverEnv } from './server-env';

/** The largest request body the account API takes; its biggest form (registration) is well under 1 KB. */
export const PROXY_BODY_LIMIT = 64 * 1024;

/** The trader's own cookies: the only ones that leave the site for the CMS (never the admin's `payload-token`). */
const TRADER_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE];

type Problem = { status: number; error: string; message: string; headers?: Record<string, string> };

const refuse = ({ status, error, message, headers }: Problem) =>
  Response.json(
    { error, message, status, details: [], validationErrors: [] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );

/**
 * The headers the CMS gets: the trader's cookies (rebuilt by name, so no other cookie rides
 * along), the browser's Origin (the CMS's CSRF check for cookie writes reads it), content type,
 * an Authorization a client sent, and the visitor's address. Nothing of the proxy's own making
 * that a browser would say about itself: no Sec-Fetch-Site (the CMS would take `same-origin` for
 * its own admin's pages).
 */
function cmsHeaders(request: Request, clientAddress: string, isForm: boolean, isUpload: boolean): Headers {
  const headers = new Headers({ 'x-forwarded-for': clientAddress });
  for (const name of ['content-type', 'authorization', 'origin']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cookies = TRADER_COOKIES.flatMap((name) => {
    const value = readCookie(request, name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  if (cookies.length) headers.set('cookie', cookies.join('; '));
  // The CMS speaks JSON only (but for uploads); a plain HTML form (logout without JavaScript) is sent as an empty body.
  if (isForm && !isUpload) headers.set('content-type', 'application/json');
  return headers;
}

/** The body's bytes, or null when it is longer than the limit (counted as it arrives, whatever Content-Length claims). */
async function readBody(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The CMS answer passed back: its body, type, the trader's cookies it sets and Retry-After (a 429's wait). */
function answerHeaders(answer: Response): Headers {
  const out = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of answer.headers.getSetCookie()) {
    if (TRADER_COOKIES.some((name) => cookie.startsWith(`${name}=`))) out.append('set-cookie', cookie);
  }
  const retryAfter = answer.headers.get('retry-after');
  if (retryAfter) out.set('retry-after', retryAfter);
  return out;
}

/**
 * The same-origin door to the account API: a request for one of the routes in account-routes.ts,
 * method and path exactly, goes to `{CMS_INTERNAL_URL}` (the trading routes to
 * `{ENGINE_INTERNAL_URL}`) with the trader's cookies, Origin and client address, and the CMS's
 * Set-Cookie comes back, so the HttpOnly cookies belong to the site's origin. Anything else is 404
 * (405 for a listed path with another method) and never reaches either. Writes from another origin
 * are refused here as well as by the CMS and the engine.
 */
export async function proxyToCms(context: APIContext): Promise<Response> {
  const { request } = context;
  const method = request.method.toUpperCase();
  // The path as the browser sent it, still percent-encoded (Astro's own `url` and params are decoded).
  const route = decideRoute(method, new URL(request.url).pathname);
  if (route.status === 'not-found') return refuse({ status: 404, error: 'NOT_FOUND', message: 'No such account API route.' });
  if (route.status === 'wrong-method') {
    return refuse({
      status: 405,
      error: 'METHOD_NOT_ALLOWED',
      message: 'This route takes another method.',
      headers: { allow: route.allow.join(', ') },
    });
  }
  const origin = request.headers.get('origin');
  if (method !== 'GET' && origin !== null && origin !== context.url.origin) {
    return refuse({ status: 403, error: 'CSRF_REJECTED', message: 'This request did not come from the site.' });
  }
  const isForm = /application\/x-www-form-urlencoded|multipart\/form-data/.test(request.headers.get('content-type') ?? '');
  const uploadLimit = UPLOAD_ROUTES[route.path];
  const isUpload = uploadLimit !== undefined && /^multipart\/form-data/.test(request.headers.get('content-type') ?? '');
  const body = method === 'GET' ? undefined : await readBody(request, uploadLimit ?? PROXY_BODY_LIMIT);
  if (body === null) return refuse({ status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  const upstream = upstreamOf(route.path) === 'engine' ? serverEnv().ENGINE_INTERNAL_URL : serverEnv().CMS_INTERNAL_URL;
  if (!upstream) return refuse({ status: 503, error: 'SERVER_ERROR', message: 'Paper trading is not running on this site.' });
  let answer: Response;
  try {
    answer = await fetch(`${upstream}${route.path}${new URL(request.url).search}`, {
      method,
      headers: cmsHeaders(request, context.clientAddress, isForm, isUpload),
      body: isForm && !isUpload ? '' : isUpload && body ? new Uint8Array(body) : body?.toString('utf8'),
      redirect: 'manual',
      signal: AbortSignal.timeout(isUpload ? 60_000 : 10_000),
    });
  } catch {
    return refuse({ status: 503, error: 'SERVER_ERROR', message: 'The account service is unavailable.' });
  }
  const out = answerHeaders(answer);
  if (isForm && route.path === '/api/auth/logout') {
    // Logout from a plain form: back to the home page, cookies cleared.
    out.set('location', '/');
    return new Response(null, { status: 303, headers: out });
  }
  out.set('content-type', answer.headers.get('content-type') ?? 'application/json');
  return new Response(await answer.arrayBuffer(), { status: answer.status, headers: out });
}
