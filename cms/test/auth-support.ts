import { randomInt } from 'node:crypto';
import { createPayloadRequest, type Payload } from 'payload';
import { PEER_HEADER } from '../src/http/client-address';

/** `tokens`: the session the answer's HttpOnly cookies carry (the only place tokens travel). */
export type Answer = { status: number; body: Record<string, any>; headers: Headers; tokens: { token?: string; refreshToken?: string } };

/** The access and refresh tokens from an answer's Set-Cookie headers. */
export function tokensOf(headers: Headers): { token?: string; refreshToken?: string } {
  const tokens: { token?: string; refreshToken?: string } = {};
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = pair!.split('=');
    if (!value.join('=')) continue;
    if (name!.endsWith('bourse-session')) tokens.token = value.join('=');
    if (name!.endsWith('bourse-refresh')) tokens.refreshToken = value.join('=');
  }
  return tokens;
}

/**
 * Calls one of the account API's endpoints as Payload's REST route does: builds a PayloadRequest from a
 * real Request (Payload authenticates it from the bearer token or cookie), then runs the handler.
 * Each call comes from a random client address (the connection's peer, as cms/server.ts records it)
 * unless `ip` is given, so rate limits only bite where a test means them to.
 */
export async function call(
  payload: Payload,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer> {
  const headers = new Headers({
    'content-type': 'application/json',
    [PEER_HEADER]: options.ip ?? `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`,
    ...options.headers,
  });
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const request = new Request(`http://localhost:3001/api${path}`, { method, headers, body });
  const req = await createPayloadRequest({ config: payload.config, request });
  const endpoint = payload.config.endpoints.find((e) => e.path === path && e.method === method.toLowerCase());
  if (!endpoint) throw new Error(`no endpoint ${method} ${path}`);
  const response = await endpoint.handler(req);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, any>,
    headers: response.headers,
    tokens: tokensOf(response.headers),
  };
}

/** The outbox token of the newest link of a kind sent to an address. */
export async function linkToken(to: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const { latestLinkToken, readOutbox } = await import('../src/email/outbox');
  const token = latestLinkToken(readOutbox(), to, page);
  if (!token) throw new Error(`no ${page} mail for ${to}`);
  return token;
}

/** Registers, confirms the e-mail and logs in; returns the session's tokens (from its cookies) and user. */
export async function signUp(payload: Payload, email: string, password = 'correct horse battery') {
  const registered = await call(payload, 'POST', '/auth/register', { body: { email, password } });
  if (registered.status !== 201) throw new Error(JSON.stringify(registered.body));
  await call(payload, 'POST', '/auth/verify-email', { body: { token: await linkToken(email, 'verify-email') } });
  const login = await call(payload, 'POST', '/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(JSON.stringify(login.body));
  return { ...(login.tokens as { token: string; refreshToken: string }), user: login.body.data.user as Record<string, any> };
}
