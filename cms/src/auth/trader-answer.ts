import { TRADER_STATUSES, type TraderUser } from '@bourse/terminal/api';
import { COLOUR_PRESET_SETTING, chartDefaultsOf, isColourPreset } from '@bourse/terminal/domain';
import type { Trader } from '../payload-types';

/**
 * What the API tells a trader about themself: the authenticated user the islands know (its schema is shared
 * with the site and the browser: @bourse/terminal/api), and the profile.
 * Built field by field, so hidden bookkeeping (token hashes, sessions, lock counters) never leaks.
 * @example toUserAnswer({ id: 1, email: 'a@b.co' }).emailVerified // false
 */
export type UserAnswer = TraderUser;

/** A trader as Payload's types describe it, or its raw database row: every field is read defensively. */
type TraderDoc = { id: string | number } & { [K in keyof Trader]?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toUserAnswer(doc: TraderDoc): UserAnswer {
  const status = TRADER_STATUSES.find((s) => s === doc.status) ?? 'active';
  return {
    id: String(doc.id),
    email: text(doc.email),
    username: text(doc.username),
    firstName: text(doc.firstName),
    lastName: text(doc.lastName),
    avatar: text(doc.avatar),
    status,
    emailVerified: doc.emailVerified === true,
    level: text(doc.level) || 'ordinary',
    colorPreset: colourPresetOf(doc.settings),
    ...chartDefaultsOf(doc.settings),
  };
}

/** The cabinet's colour preset from the account's settings record; anything else is the theme's own. */
function colourPresetOf(settings: unknown): TraderUser['colorPreset'] {
  const value = settings && typeof settings === 'object' ? (settings as Record<string, unknown>)[COLOUR_PRESET_SETTING] : undefined;
  return isColourPreset(value) ? value : 'default';
}

const PROFILE_TEXT = ['companyName', 'dateOfBirth', 'country', 'state', 'postalCode', 'city', 'address', 'phone'] as const;

/** The trader's profile: the user plus contact, address and verification data. */
export function toProfileAnswer(doc: TraderDoc) {
  const documents = (doc.documents ?? {}) as Record<string, unknown>;
  const social = Array.isArray(doc.socialAccounts) ? (doc.socialAccounts as Record<string, unknown>[]) : [];
  return {
    ...toUserAnswer(doc),
    ...Object.fromEntries(PROFILE_TEXT.map((key) => [key, text(doc[key])])),
    phoneVerified: doc.phoneVerified === true,
    socialAccounts: social.map((entry) => ({
      platform: text(entry.platform),
      connected: entry.connected === true,
      ...(text(entry.username) ? { username: text(entry.username) } : {}),
    })),
    documents: {
      passport: text(documents.passport) || null,
      selfie: text(documents.selfie) || null,
      address: text(documents.address) || null,
    },
    settings: (doc.settings ?? {}) as Record<string, unknown>,
  };
}
