import * as z from 'zod/mini';
import { traderUserSchema } from '../../api/trader';
import type { ProfileField } from '../model/profile-form';
import type { SettingsValue } from '../model/profile-form-settings';
import { accountCall, accountWrite, type AccountDeps, type FieldError } from '../../session/store/account-call';
import { browserAuthDeps } from '../../session/store/auth-session';

/**
 * GET/PUT /api/user/profile (through `accountCall`: the session cookie, one refresh on 401).
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
export type { FieldError };
export type SaveResult =
  { ok: true; profile: Profile } | { ok: false; reason: 'invalid'; errors: FieldError[] } | { ok: false; reason: 'unavailable' };
export type LoadResult = { ok: true; profile: Profile } | { ok: false };

type Deps = AccountDeps;
const browserDeps = (): Deps => browserAuthDeps();

export async function loadProfile(deps: Deps = browserDeps()): Promise<LoadResult> {
  try {
    const response = await accountCall('/api/user/profile', { method: 'GET' }, deps);
    const parsed = profileSchema.safeParse(((await response.json()) as { data?: unknown }).data);
    return response.ok && parsed.success ? { ok: true, profile: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** A refusal with field errors is the trader's to fix; anything else means the server was not reached. */
export async function saveProfile(changes: ProfileChanges, deps: Deps = browserDeps()): Promise<SaveResult> {
  const parse = (data: unknown) => {
    const parsed = profileSchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  };
  const result = await accountWrite('/api/user/profile', { method: 'PUT', body: JSON.stringify(changes) }, parse, deps);
  return result.ok ? { ok: true, profile: result.data } : result;
}
