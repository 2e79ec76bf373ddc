import * as z from 'zod/mini';
import { readApiError } from '../../api/api-error';
import { traderUserSchema } from '../../api/trader';
import type { ProfileField } from '../model/profile-form';
import type { SettingsValue } from '../model/profile-form-settings';
import { browserAuthDeps, refreshSession } from '../../session/store/auth-session';

/**
 * GET/PUT /api/user/profile through the site's same-origin proxy, authenticated by the HttpOnly
 * session cookie the login set (the islands never see that token). An expired access token is
 * refreshed once and the call repeated.
 * @example profileSchema.parse(body.data).phoneVerified // false
 */
export const profileSchema = z.extend(traderUserSchema, {
  companyName: z.string(),
  dateOfBirth: z.string(),
  country: z.string(),
  state: z.string(),
  postalCode: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  phoneVerified: z.boolean(),
  settings: z._default(z.record(z.string(), z.unknown()), {}),
});
export type Profile = z.infer<typeof profileSchema>;

export type ProfileChanges = Partial<Record<ProfileField, string>> & { settings?: Record<string, SettingsValue> };
export type FieldError = { field: string; code: string; message: string };
export type SaveResult =
  { ok: true; profile: Profile } | { ok: false; reason: 'invalid'; errors: FieldError[] } | { ok: false; reason: 'unavailable' };
export type LoadResult = { ok: true; profile: Profile } | { ok: false };

type Deps = { fetch: typeof fetch; storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };
const browserDeps = (): Deps => browserAuthDeps();

async function call(deps: Deps, init: RequestInit): Promise<Response> {
  const send = () =>
    deps.fetch('/api/user/profile', { ...init, credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
  const first = await send();
  if (first.status !== 401) return first;
  const refreshed = await refreshSession({ storage: deps.storage, fetch: deps.fetch });
  return refreshed.ok ? send() : first;
}

export async function loadProfile(deps: Deps = browserDeps()): Promise<LoadResult> {
  try {
    const response = await call(deps, { method: 'GET' });
    const parsed = profileSchema.safeParse(((await response.json()) as { data?: unknown }).data);
    return response.ok && parsed.success ? { ok: true, profile: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** A refusal with field errors is the trader's to fix; anything else means the server was not reached. */
export async function saveProfile(changes: ProfileChanges, deps: Deps = browserDeps()): Promise<SaveResult> {
  try {
    const response = await call(deps, { method: 'PUT', body: JSON.stringify(changes) });
    const body = (await response.json()) as { data?: unknown };
    if (response.ok) {
      const parsed = profileSchema.safeParse(body.data);
      return parsed.success ? { ok: true, profile: parsed.data } : { ok: false, reason: 'unavailable' };
    }
    const refusal = readApiError(response.status, body);
    if (refusal.validationErrors.length > 0) return { ok: false, reason: 'invalid', errors: refusal.validationErrors };
    return { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
