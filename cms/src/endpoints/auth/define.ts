import type { Endpoint, PayloadRequest } from 'payload';
import { ACCESS_COOKIE, readCookie } from '../../auth/cookies';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError, errorResponse, type ApiErrorBody } from '../../auth/errors';
import { parseBody } from '../../auth/parse-body';
import { createRateLimiter, type RateLimiter } from '../../auth/rate-limiter';
import { clientAddress } from '../../http/client-address';
import type * as z from 'zod';

let limiter: RateLimiter | undefined;
/** Per client IP and endpoint: AUTH_RATE_LIMIT_PER_MINUTE requests a minute (default 30). */
function rateLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ limit: Number(process.env.AUTH_RATE_LIMIT_PER_MINUTE) || 30, windowMs: 60_000 });
  return limiter;
}

export type Handled = Response | ApiErrorBody;

type Options<S extends z.core.$ZodType> = {
  path: string;
  method: 'get' | 'post' | 'put';
  schema?: S;
  /** Rate-limited per IP (the auth endpoints); profile reads are not. */
  limited?: boolean;
  run: (req: PayloadRequest, body: z.infer<S>) => Promise<Handled>;
};

/**
 * One endpoint of the account API: rate limit, body parsed against its schema (400 with
 * validationErrors on any bad input), and every unexpected fault answered as a logged 500 in the
 * account API's error shape rather than Payload's.
 */
export function defineEndpoint<S extends z.core.$ZodType>(options: Options<S>): Endpoint {
  return {
    path: options.path,
    method: options.method,
    handler: async (req) => {
      if (options.limited) {
        const { allowed, retryAfterSeconds } = rateLimiter().take(`${clientAddress(req.headers)} ${options.path}`);
        if (!allowed) return errorResponse(authError('RATE_LIMITED'), { 'retry-after': String(retryAfterSeconds) });
      }
      try {
        await authenticateFromCookie(req);
        let body = {} as z.infer<S>;
        if (options.schema) {
          const raw = typeof req.text === 'function' ? await req.text() : '';
          const parsed = parseBody(raw, options.schema);
          if (!parsed.ok) return errorResponse(parsed.error);
          body = parsed.data;
        }
        const result = await options.run(req, body);
        return result instanceof Response ? result : errorResponse(result);
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `auth endpoint ${options.path} failed` });
        return errorResponse(authError('SERVER_ERROR'));
      }
    },
  };
}

/**
 * A browser sends the access token as our HttpOnly cookie (through the site's proxy); it counts
 * like a bearer token, but for writes only when Origin or Sec-Fetch-Site says the request comes
 * from the site (CSRF).
 */
async function authenticateFromCookie(req: PayloadRequest): Promise<void> {
  const token = readCookie(req.headers, ACCESS_COOKIE);
  // An editor's admin cookie may ride along (cookies ignore ports); it is not a trader session.
  if (traderOf(req) || !token || req.headers.get('authorization')) return;
  if (req.method !== 'GET' && !isCookieWriteAllowed(req.headers, siteOrigins())) return;
  const { user } = await req.payload.auth({ headers: new Headers({ authorization: `Bearer ${token}` }) });
  req.user = user;
}

/** A success in the account API's shape, never cached, with any Set-Cookie headers. */
export function success(data: unknown, init: { status?: number; cookies?: string[] } = {}): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', cookie);
  return Response.json({ success: true, data }, { status: init.status ?? 200, headers });
}

/** The signed-in, active trader, or null (an editor's token is not a trader session; a suspended trader has none). */
export function traderOf(req: PayloadRequest): (Record<string, unknown> & { id: string | number; _sid?: string }) | null {
  const user = req.user as (Record<string, unknown> & { id: string | number; collection?: string }) | null;
  return user && user.collection === 'traders' && user.status === 'active' ? user : null;
}
