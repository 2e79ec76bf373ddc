import { handleEndpoints, type Payload } from 'payload';

export type RestAnswer = { status: number; body: Record<string, any>; headers: Headers };

/**
 * Calls Payload's REST API as the CMS's /api route does (every built-in and custom endpoint,
 * Payload's own authentication from the Authorization header or cookies, its CSRF and CORS rules).
 * `token` is sent as `JWT <token>`, Payload's scheme for its own logins.
 */
export async function rest(
  payload: Payload,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS',
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; handler?: (request: Request) => Promise<Response> } = {},
): Promise<RestAnswer> {
  const headers = new Headers({ 'content-type': 'application/json', ...options.headers });
  if (options.token) headers.set('authorization', `JWT ${options.token}`);
  const request = new Request(`http://localhost:3001/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const handle = options.handler ?? ((r: Request) => handleEndpoints({ config: payload.config, request: r }));
  const response = await handle(request);
  const text = await response.text();
  let body: Record<string, any> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

/** Logs an editor in with Payload's Local API and returns the token its admin session would carry. */
export async function editorToken(payload: Payload, email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'editors', data: { email, password } });
  if (!token) throw new Error(`no token for ${email}`);
  return token;
}
