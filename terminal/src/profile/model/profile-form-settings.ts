/**
 * The profile's security toggles and notification channels (the profile page), kept in
 * the profile's free-form `settings` record on the server. That record accepts only flat keys (at
 * most 64 characters) with string, number, boolean or null values, so nested values are dropped
 * before sending rather than have the whole save refused.
 */
export const SECURITY_TOGGLES = ['twoFactor', 'antiPhishing', 'withdrawalWhitelist', 'loginNotifications'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'push', 'sms'] as const;
export type SecurityToggle = (typeof SECURITY_TOGGLES)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ProfilePreferences = {
  security: Record<SecurityToggle, boolean>;
  notifications: Record<NotificationChannel, boolean>;
};

/** Defaults: e-mail and push on, sms off; every security toggle off until the trader turns it on. */
export const DEFAULT_PREFERENCES: ProfilePreferences = {
  security: { twoFactor: false, antiPhishing: false, withdrawalWhitelist: false, loginNotifications: false },
  notifications: { email: true, push: true, sms: false },
};

const securityKey = (toggle: SecurityToggle) => `security.${toggle}`;
const channelKey = (channel: NotificationChannel) => `notify.${channel}`;

/** @example readPreferences({ 'notify.sms': true }).notifications.sms // true */
export function readPreferences(settings: Record<string, unknown>): ProfilePreferences {
  const flag = (key: string, fallback: boolean) => (typeof settings[key] === 'boolean' ? (settings[key] as boolean) : fallback);
  return {
    security: Object.fromEntries(
      SECURITY_TOGGLES.map((t) => [t, flag(securityKey(t), DEFAULT_PREFERENCES.security[t])]),
    ) as ProfilePreferences['security'],
    notifications: Object.fromEntries(
      NOTIFICATION_CHANNELS.map((c) => [c, flag(channelKey(c), DEFAULT_PREFERENCES.notifications[c])]),
    ) as ProfilePreferences['notifications'],
  };
}

export type SettingsValue = string | number | boolean | null;

/**
 * The whole `settings` record to send: what the server holds (minus anything it would refuse) with
 * the preferences written over it. The server replaces the record, so other keys must travel too.
 */
export function writePreferences(settings: Record<string, unknown>, prefs: ProfilePreferences): Record<string, SettingsValue> {
  const patch: Record<string, SettingsValue> = {};
  for (const t of SECURITY_TOGGLES) patch[securityKey(t)] = prefs.security[t];
  for (const c of NOTIFICATION_CHANNELS) patch[channelKey(c)] = prefs.notifications[c];
  return mergeSettings(settings, patch);
}

/**
 * The whole `settings` record to send for a change of some keys: what the server holds (minus
 * anything it would refuse) with the patch written over it.
 * @example mergeSettings({ 'notify.sms': true, nested: {} }, { colorPreset: 'blue' }) // { 'notify.sms': true, colorPreset: 'blue' }
 */
export function mergeSettings(settings: Record<string, unknown>, patch: Record<string, SettingsValue>): Record<string, SettingsValue> {
  const out: Record<string, SettingsValue> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key.length <= 64 && isAcceptedValue(value)) out[key] = value;
  }
  return { ...out, ...patch };
}

function isAcceptedValue(value: unknown): value is SettingsValue {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.length <= 500;
}
