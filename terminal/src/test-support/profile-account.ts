// Test helper: the account service the settings stores reach (GET and PUT /api/user/profile), in
// memory, answering as the CMS does: it holds a settings record and replaces it on a save.
import { profileSchema, type saveProfile } from '../profile/store/profile-api';

export type SavedChanges = Parameters<typeof saveProfile>[0];

/** A trader's profile holding `settings`, its colour preset read from it as the CMS answers. */
export function profileWith(settings: Record<string, unknown>) {
  return profileSchema.parse({
    id: '1',
    email: 'a@b.co',
    username: 'a',
    firstName: '',
    lastName: '',
    avatar: '',
    status: 'active',
    emailVerified: true,
    level: '',
    companyName: '',
    dateOfBirth: '',
    country: 'RU',
    state: '',
    postalCode: '',
    city: '',
    address: '',
    phone: '',
    phoneVerified: false,
    colorPreset: settings.colorPreset,
    settings,
  });
}

/** The service: `down` answers no load, `refuse` refuses every save naming `field`; `sent` lists every save. */
export function profileAccount(held: Record<string, unknown>, answer: 'ok' | 'down' | 'refuse' = 'ok', field = 'settings.colorPreset') {
  const sent: SavedChanges[] = [];
  return {
    sent,
    load: async () => (answer === 'down' ? { ok: false as const } : { ok: true as const, profile: profileWith(held) }),
    save: async (changes: SavedChanges) => {
      sent.push(changes);
      if (answer === 'refuse')
        return { ok: false as const, reason: 'invalid' as const, errors: [{ field, code: 'INVALID', message: 'no' }] };
      return { ok: true as const, profile: profileWith(changes.settings ?? {}) };
    },
  };
}
