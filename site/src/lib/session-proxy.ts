import type { APIContext } from 'astro';
import { serverEnv } from './server-env';

const FORWARDED = ['content-type', 'authorization', 'cookie', 'origin', 'sec-fetch-site'];

/**
 * The same-origin door to the CMS account API: `{site}/api/auth/*` and `{site}/api/user/*` are
 * passed to `{CMS_INTERNAL_URL}/api/...` with the browser's cookies, Origin and client address, and
 * the CMS's Set-Cookie comes back, so the HttpOnly cookies belong to the site's origin. Writes
 * from another origin are refused here as well as by the CMS.
 */
export async function proxyToCms(context: APIContext, prefix: 'auth' | 'user'): Promise<Response> {
  const { request, url } = context;
  const method = request.method.toUpperCase();
  const origin = request.headers.get('origin');
  if (method !== 'GET' && method !== 'HEAD' && origin !== null && origin !== url.origin) {
    return Response.json(
      { error: 'CSRF_REJECTED', message: 'This request did not come from the site.', status: 403, details: [], validationErrors: [] },
      { status: 403 },
    );
  }
  const isForm = /application\/x-www-form-urlencoded|multipart\/form-data/.test(request.headers.get('content-type') ?? '');
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-forwarded-for', context.clientAddress);
  // The CMS speaks JSON only; a plain HTML form (logout without JavaScript) is sent as an empty body.
  if (isForm) headers.set('content-type', 'application/json');
  const rest = String(context.params.path ?? '');
  let answer: Response;
  try {
    answer = await fetch(`${serverEnv().CMS_INTERNAL_URL}/api/${prefix}/${rest}${url.search}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : isForm ? '' : await request.text(),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return Response.json(
      { error: 'SERVER_ERROR', message: 'The account service is unavailable.', status: 503, details: [], validationErrors: [] },
      { status: 503 },
    );
  }
  const out = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', cookie);
  if (isForm && prefix === 'auth' && rest === 'logout') {
    // Logout from a plain form: back to the home page, cookies cleared.
    out.set('location', '/');
    return new Response(null, { status: 303, headers: out });
  }
  out.set('content-type', answer.headers.get('content-type') ?? 'application/json');
  return new Response(await answer.arrayBuffer(), { status: answer.status, headers: out });
}
