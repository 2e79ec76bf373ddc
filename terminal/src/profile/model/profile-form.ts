/**
 * The profile form's rules: which fields a trader edits, what changed
 * in a draft, whether a confirmation dialog comes first, and what is wrong with a draft. Pure data
 * in, data out; the island renders the results and translates the error codes.
 */

/** Fields the trader edits; `email` is shown but the account API does not accept it (see diff). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'dateOfBirth',
  'phone',
  'country',
  'state',
  'postalCode',
  'city',
  'address',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileDraft = Record<ProfileField, string> & { email: string };

export type ProfileErrorCode = 'REQUIRED' | 'TOO_LONG' | 'DATE_FORMAT' | 'PHONE_FORMAT' | 'COUNTRY_FORMAT';
export type ProfileError = { field: ProfileField; code: ProfileErrorCode; params?: { max: number } };

/** The server's own limits (PUT /api/user/profile), repeated so the browser refuses the same input. */
const MAX_LENGTH: Record<ProfileField, number> = {
  firstName: 80,
  lastName: 80,
  companyName: 120,
  dateOfBirth: 10,
  phone: 20,
  country: 2,
  state: 80,
  postalCode: 20,
  city: 80,
  address: 200,
};
const PHONE = /^\+?[0-9 ()-]{5,20}$/;
const COUNTRY = /^[A-Z]{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** On first entry with an empty country the draft starts from default Russian location data. */
export const DEFAULT_LOCATION = {
  country: 'RU',
  state: 'moscow',
  city: 'Москва',
  postalCode: '101000',
  address: 'ул. Тверская, 1',
} as const;

/** The regions offered for Russia; other countries take free text. */
export const RUSSIAN_REGIONS = ['moscow', 'spb', 'mosobl', 'novosibirsk', 'ekaterinburg'] as const;

/** @example startDraft({ ...profile, country: '' }).country // 'RU' */
export function startDraft(profile: ProfileDraft): ProfileDraft {
  return profile.country.trim() === '' ? { ...profile, ...DEFAULT_LOCATION } : { ...profile };
}

/**
 * The trimmed fields that differ from what the server holds: the PUT body. E-mail is never part of
 * it: the account API refuses unknown fields, and e-mail changes go through verification instead.
 * @example diffDraft(saved, { ...saved, firstName: ' Ann ' }) // { firstName: 'Ann' }
 */
export function diffDraft(saved: ProfileDraft, draft: ProfileDraft): Partial<Record<ProfileField, string>> {
  const changes: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const next = draft[field].trim();
    if (next !== saved[field].trim()) changes[field] = field === 'country' ? next.toUpperCase() : next;
  }
  return changes;
}

/** A phone change asks for confirmation first, else an e-mail change; otherwise save at once. */
export function confirmationFor(saved: ProfileDraft, draft: ProfileDraft): 'phone' | 'email' | null {
  if (draft.phone.trim() !== saved.phone.trim()) return 'phone';
  if (draft.email.trim().toLowerCase() !== saved.email.trim().toLowerCase()) return 'email';
  return null;
}

/**
 * Every problem in a draft, one per field. Birth date is required; a cleared optional field
 * is allowed, because the server accepts an empty string there.
 */
export function validateDraft(draft: ProfileDraft): ProfileError[] {
  const errors: ProfileError[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = draft[field].trim();
    const problem = fieldProblem(field, value);
    if (problem) errors.push({ field, code: problem, ...(problem === 'TOO_LONG' ? { params: { max: MAX_LENGTH[field] } } : {}) });
  }
  return errors;
}

function fieldProblem(field: ProfileField, value: string): ProfileErrorCode | null {
  if (field === 'dateOfBirth' && value === '') return 'REQUIRED';
  if (value === '') return null;
  if (field === 'dateOfBirth') return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'DATE_FORMAT';
  if (field === 'phone') return PHONE.test(value) ? null : 'PHONE_FORMAT';
  if (field === 'country') return COUNTRY.test(value.toUpperCase()) ? null : 'COUNTRY_FORMAT';
  return value.length > MAX_LENGTH[field] ? 'TOO_LONG' : null;
}

/** Server-side refusals (`validationErrors`) keyed by field, for showing under each input. */
export function errorsByField(errors: readonly { field: string; message: string }[]): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const error of errors) out[error.field] ??= error.message;
  return out;
}
