/**
 * The admin's session cookie (`payload-token`) is honoured only on requests the CMS's own pages
 * made. Cookies ignore ports, so in development (and wherever the site and the admin share a
 * host) the browser also attaches it to requests a script on the site's origin sends to the CMS:
 * without this rule, any script running on the public site (an injected one included) would act
 * as the signed-in editor. The public site never needs an editor's rights: it reads published
 * content anonymously, previews with a signed token, and its account API uses the traders' own
 * cookies through its proxy.
 */
export const EDITOR_COOKIE = 'payload-token';

/** The CMS's own origin (CMS_URL), where the admin runs. */
export function cmsOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return [new URL(env.CMS_URL ?? `http://localhost:${env.CMS_PORT ?? 3001}`).origin];
}

/**
 * True when the browser says the request comes from the CMS's own origin: Origin is one of
 * `origins`, or, with no Origin, Sec-Fetch-Site is `same-origin` or `none` (typed in the address
 * bar). `same-site` is refused: the site on another port of the same host is same-site. A client
 * that sends neither header is not a browser, so no page can have sent it on a user's behalf; it
 * gets no cookie authentication either (it can send a token).
 */
export function isFromCmsOrigin(headers: Headers, origins: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin) return origins.includes(origin);
  const site = headers.get('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

/** The request without the editor cookie when it did not come from the CMS's own pages. */
export function withoutForeignEditorCookie(request: Request, origins: readonly string[] = cmsOrigins()): Request {
  const cookie = request.headers.get('cookie');
  if (!cookie || !cookie.includes(`${EDITOR_COOKIE}=`) || isFromCmsOrigin(request.headers, origins)) return request;
  const kept = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${EDITOR_COOKIE}=`));
  const headers = new Headers(request.headers);
  if (kept.length) headers.set('cookie', kept.join('; '));
  else headers.delete('cookie');
  // duplex: a streamed body must be passed on as a stream.
  return new Request(request, { headers, duplex: 'half' } as RequestInit);
}

/**
 * CORS lets the site's origins read the API's answers, never with credentials: the site's
 * browsers need nothing a cookie would unlock. Payload marks every allowed origin as credentialed,
 * so the header is removed from its answers.
 */
export function withoutCorsCredentials(response: Response): Response {
  if (!response.headers.has('access-control-allow-credentials')) return response;
  const headers = new Headers(response.headers);
  headers.delete('access-control-allow-credentials');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** Wraps one of Payload's REST route handlers with both rules above. */
export const guardEditorSession =
  <C>(handler: Handler<C>): Handler<C> =>
  async (request, context) =>
    withoutCorsCredentials(await handler(withoutForeignEditorCookie(request), context));
