import { readApiError } from '../../api/api-error';
import { refreshSession, type AuthDeps } from './auth-session';

export type AccountDeps = Pick<AuthDeps, 'fetch' | 'storage'>;
export type FieldError = { field: string; code: string; message: string };

/**
 * One call of the account API through the site's same-origin proxy, authenticated by the HttpOnly
 * session cookie the login set (the islands never see that token). An expired access token is
 * refreshed once and the call repeated. A JSON body gets its content type; a FormData body (an
 * upload) keeps the browser's multipart one.
 * @example await accountCall('/api/support/requests', { method: 'GET' }, browserAuthDeps())
 */
export async function accountCall(path: string, init: RequestInit, deps: AccountDeps): Promise<Response> {
  const json = typeof init.body === 'string';
  const send = () =>
    deps.fetch(path, { ...init, credentials: 'same-origin', ...(json ? { headers: { 'content-type': 'application/json' } } : {}) });
  const first = await send();
  if (first.status !== 401) return first;
  const refreshed = await refreshSession({ storage: deps.storage, fetch: deps.fetch });
  return refreshed.ok ? send() : first;
}

/** What a write of the account API came to: the answer's data, the fields to correct, or no server reached. */
export type WriteResult<T> =
  { ok: true; data: T } | { ok: false; reason: 'invalid'; errors: FieldError[] } | { ok: false; reason: 'unavailable' };

/**
 * Sends a write and reads its answer with `parse`: a refusal that names fields is the trader's to
 * fix; anything else (network, 5xx, an answer of the wrong shape) means the server was not reached.
 */
export async function accountWrite<T>(
  path: string,
  init: RequestInit,
  parse: (data: unknown) => T | undefined,
  deps: AccountDeps,
): Promise<WriteResult<T>> {
  try {
    const response = await accountCall(path, init, deps);
    const body = (await response.json()) as { data?: unknown };
    if (response.ok) {
      const data = parse(body.data);
      return data === undefined ? { ok: false, reason: 'unavailable' } : { ok: true, data };
    }
    const refusal = readApiError(response.status, body);
    if (refusal.validationErrors.length > 0) return { ok: false, reason: 'invalid', errors: refusal.validationErrors };
    return { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
