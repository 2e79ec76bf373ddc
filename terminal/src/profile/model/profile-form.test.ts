import { describe, expect, it } from 'vitest';
import { confirmationFor, diffDraft, errorsByField, startDraft, validateDraft, type ProfileDraft } from './profile-form';
import { DEFAULT_PREFERENCES, readPreferences, writePreferences } from './profile-form-settings';

const saved: ProfileDraft = {
  email: 'ann@bourse.local',
  firstName: 'Ann',
  lastName: 'Lee',
  companyName: '',
  dateOfBirth: '1990-05-01',
  phone: '+7 900 000-00-00',
  country: 'RU',
  state: 'moscow',
  postalCode: '101000',
  city: 'Moscow',
  address: 'Tverskaya 1',
};

describe('profile draft', () => {
  it.each([
    ['nothing changed', {}, {}],
    ['a renamed first name, trimmed', { firstName: '  Anna ' }, { firstName: 'Anna' }],
    ['a lower-case country, sent upper-case', { country: 'de' }, { country: 'DE' }],
    ['a cleared company stays unsent when it was empty', { companyName: '   ' }, {}],
    ['an edited e-mail, never sent (the API refuses it)', { email: 'new@bourse.local' }, {}],
    ['two fields at once', { city: 'Kazan', phone: '+7 901' }, { city: 'Kazan', phone: '+7 901' }],
  ])('sends only what changed: %s', (_name, edit, expected) => {
    expect(diffDraft(saved, { ...saved, ...edit })).toEqual(expected);
  });

  it.each([
    ['no contact change', {}, null],
    ['a new phone', { phone: '+7 911 111-11-11' }, 'phone'],
    ['a new e-mail', { email: 'other@bourse.local' }, 'email'],
    ['phone and e-mail: the phone dialog comes first', { phone: '+7 911', email: 'o@b.co' }, 'phone'],
    ['the same e-mail in other case', { email: 'ANN@bourse.local' }, null],
    ['a new name only', { firstName: 'Bea' }, null],
  ])('asks for confirmation on %s', (_name, edit, expected) => {
    expect(confirmationFor(saved, { ...saved, ...edit })).toBe(expected);
  });

  it.each([
    ['a complete draft', {}, []],
    ['no birth date', { dateOfBirth: ' ' }, [{ field: 'dateOfBirth', code: 'REQUIRED' }]],
    ['a birth date in the wrong format', { dateOfBirth: '01.05.1990' }, [{ field: 'dateOfBirth', code: 'DATE_FORMAT' }]],
    ['letters in the phone', { phone: 'call me' }, [{ field: 'phone', code: 'PHONE_FORMAT' }]],
    ['a three-letter country', { country: 'RUS' }, [{ field: 'country', code: 'COUNTRY_FORMAT' }]],
    ['a first name over 80 characters', { firstName: 'x'.repeat(81) }, [{ field: 'firstName', code: 'TOO_LONG', params: { max: 80 } }]],
    ['an emptied optional phone', { phone: '' }, []],
  ])('validates %s', (_name, edit, expected) => {
    expect(validateDraft({ ...saved, ...edit })).toEqual(expected);
  });

  it('prefills Russian location data when the country is empty, and keeps a chosen country', () => {
    expect(startDraft({ ...saved, country: '', city: '' })).toMatchObject({ country: 'RU', state: 'moscow', city: 'Москва' });
    expect(startDraft({ ...saved, country: 'DE', city: 'Berlin' }).city).toBe('Berlin');
  });

  it('keeps the first server message for each field', () => {
    const shown = errorsByField([
      { field: 'phone', message: 'first' },
      { field: 'phone', message: 'second' },
      { field: 'city', message: 'c' },
    ]);
    expect(shown).toEqual({ phone: 'first', city: 'c' });
  });
});

describe('profile preferences in settings', () => {
  it('falls back to the defaults: e-mail and push on, sms off', () => {
    expect(readPreferences({})).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ 'notify.sms': 'yes' }).notifications.sms).toBe(false);
  });

  it('round-trips the toggles and keeps other keys the server accepts, dropping what it would refuse', () => {
    const prefs = { ...DEFAULT_PREFERENCES, security: { ...DEFAULT_PREFERENCES.security, twoFactor: true } };
    const sent = writePreferences({ theme: 'dark', nested: { a: 1 }, long: 'x'.repeat(501), [`k${'y'.repeat(64)}`]: 1 }, prefs);
    expect(sent.theme).toBe('dark');
    expect(Object.keys(sent)).not.toContain('nested');
    expect(Object.keys(sent)).not.toContain('long');
    expect(Object.keys(sent).every((key) => key.length <= 64)).toBe(true);
    expect(readPreferences(sent)).toEqual(prefs);
  });
});
