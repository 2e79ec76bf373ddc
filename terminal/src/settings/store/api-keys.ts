import * as z from 'zod/mini';
import { apiKeyListSchema, createdApiKeySchema, type ApiKeyList, type CreatedApiKey, type NewApiKeyBody } from '@bourse/trading';
import { browserAuthDeps, refreshSession } from '../../session/store/auth-session';

// The trader's trading API keys through the site's same-origin proxy (the engine's account API,
// the HttpOnly session cookie); an expired access token is refreshed once and the call repeated.

type Deps = { fetch: typeof fetch; storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };

/** A refusal the form words (the code and its parameters), or the server out of reach. */
export type KeyRefusal = { code: string; field?: string; params: Record<string, string> };
export type KeyOutcome<T> = { ok: true; value: T } | { ok: false; error: KeyRefusal };

const UNAVAILABLE: KeyRefusal = { code: 'unavailable', params: {} };
const refusalSchema = z.object({
  error: z.string(),
  params: z.optional(z.record(z.string(), z.string())),
  validationErrors: z.optional(z.array(z.object({ field: z.string() }))),
});
const accountsSchema = z.array(z.object({ id: z.number(), name: z.string(), slot: z.string() }));
export type KeyAccount = z.infer<typeof accountsSchema>[number];

async function call<T>(path: string, init: RequestInit, schema: z.ZodMiniType<T>, deps: Deps): Promise<KeyOutcome<T>> {
  const send = () => deps.fetch(path, { ...init, credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
  try {
    let response = await send();
    if (response.status === 401 && (await refreshSession({ storage: deps.storage, fetch: deps.fetch })).ok) response = await send();
    const body = (await response.json()) as { data?: unknown };
    if (response.ok) {
      const parsed = schema.safeParse(body.data);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: UNAVAILABLE };
    }
    const refusal = refusalSchema.safeParse(body);
    if (!refusal.success || response.status >= 500) return { ok: false, error: UNAVAILABLE };
    const field = refusal.data.validationErrors?.[0]?.field;
    return { ok: false, error: { code: refusal.data.error, params: refusal.data.params ?? {}, ...(field ? { field } : {}) } };
  } catch {
    return { ok: false, error: UNAVAILABLE };
  }
}

/** @example const listed = await loadApiKeys(); listed.ok && listed.value.keys.length */
export const loadApiKeys = (deps: Deps = browserAuthDeps()) =>
  call<ApiKeyList>('/api/trading/api-keys', { method: 'GET' }, apiKeyListSchema, deps);

/** The trader's accounts a key can trade (demo, real USD, real EUR). */
export const loadKeyAccounts = (deps: Deps = browserAuthDeps()) => call('/api/trading/accounts', { method: 'GET' }, accountsSchema, deps);

/** A new key; the answer holds the HMAC secret, this once. */
export const createApiKey = (body: NewApiKeyBody, deps: Deps = browserAuthDeps()) =>
  call<CreatedApiKey>('/api/trading/api-keys', { method: 'POST', body: JSON.stringify(body) }, createdApiKeySchema, deps);

export const revokeApiKey = (id: number, deps: Deps = browserAuthDeps()) =>
  call<ApiKeyList>(`/api/trading/api-keys/${id}`, { method: 'DELETE' }, apiKeyListSchema, deps);
