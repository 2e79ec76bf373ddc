import { afterEach, describe, expect, it } from 'vitest';
import { checkPasswordChange, clampVolume, resolveColorScheme } from '../model/settings';
import { $storageFaults } from '../../shared/store/persistence';
import { profileAccount } from '../../test-support/profile-account';
import { $colourPreset, $settings, applyColorScheme, chooseColourPreset, loadSettings, readColourPreset, updateSettings } from './settings';

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
const fakeRoot = () => {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  return {
    classes,
    attributes,
    classList: { add: (c: string) => void classes.add(c), remove: (c: string) => void classes.delete(c) },
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
};
const fakeQuery = (matches: boolean) => {
  const listeners = new Set<() => void>();
  return {
    matches,
    listeners,
    addEventListener: (_: 'change', fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: 'change', fn: () => void) => void listeners.delete(fn),
  };
};

afterEach(() => {
  $settings.set(loadSettings(memory()));
  $storageFaults.set([]);
});

describe('cabinet settings store', () => {
  it('starts from the defaults: dark scheme, sounds on at volume 50, auto-logout off', () => {
    expect(loadSettings(memory())).toMatchObject({ colorScheme: 'dark', sounds: true, volume: 50, autoLogout: false });
  });

  it('survives a reload: what is saved is what the next page reads', () => {
    const storage = memory();
    updateSettings({ colorScheme: 'light', volume: 20, language: 'ru' }, storage);
    $settings.set(loadSettings(memory()));
    expect(loadSettings(storage)).toMatchObject({ colorScheme: 'light', volume: 20, language: 'ru' });
    expect(storage.getItem('language')).toBe('ru');
  });

  it('resets a tampered value to the defaults and reports the fault', () => {
    const storage = memory();
    storage.setItem('cabinetSettings', JSON.stringify({ v: 1, data: { colorScheme: 'neon', volume: 900 } }));
    expect(loadSettings(storage).colorScheme).toBe('dark');
    expect($storageFaults.get().map((f) => f.key)).toEqual(['cabinetSettings']);
  });

  it('puts the chosen scheme on the root, and follows the browser while on system', () => {
    const root = fakeRoot();
    const query = fakeQuery(true);
    const stop = applyColorScheme(root, query);
    expect([...root.classes]).toEqual(['theme-dark']);
    expect(root.attributes.get('data-scheme')).toBe('dark');
    updateSettings({ colorScheme: 'light' }, memory());
    expect([...root.classes]).toEqual(['theme-light']);
    expect(root.attributes.get('data-scheme')).toBe('light');
    updateSettings({ colorScheme: 'system' }, memory());
    query.matches = false;
    for (const fn of query.listeners) fn();
    expect([...root.classes]).toEqual(['theme-light']);
    query.matches = true;
    for (const fn of query.listeners) fn();
    expect([root.attributes.get('data-scheme'), [...root.classes]]).toEqual(['dark', ['theme-dark']]);
    stop();
    expect(query.listeners.size).toBe(0);
  });
});

describe('settings rules', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['dark', false, 'dark'],
    ['light', true, 'light'],
  ] as const)('resolves %s with a dark browser=%s to %s', (choice, dark, expected) => {
    expect(resolveColorScheme(choice, dark)).toBe(expected);
  });

  it.each([
    [150, 100],
    [-5, 0],
    ['42.6', 43],
    ['loud', 50],
  ])('clamps volume %s to %s', (given, expected) => {
    expect(clampVolume(given, 50)).toBe(expected);
  });

  it.each([
    [{ current: 'old', next: 'short', confirm: 'short' }, 'PASSWORD_TOO_SHORT'],
    [{ current: 'old', next: 'longenough', confirm: 'longenougH' }, 'PASSWORDS_DIFFER'],
    [{ current: '', next: 'longenough', confirm: 'longenough' }, 'REQUIRED'],
    [{ current: 'old', next: 'longenough', confirm: 'longenough' }, null],
  ])('checks a password change %j -> %s', (input, expected) => {
    expect(checkPasswordChange(input)).toBe(expected);
  });
});

describe('colour preset on the account', () => {
  const presetRoot = (shown?: string) => {
    const attributes = new Map<string, string>(shown ? [['data-preset', shown]] : []);
    return {
      attributes,
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    };
  };
  const account = profileAccount;

  it('starts from the preset the server drew the page with; anything unknown is the theme colour', () => {
    expect(readColourPreset(presetRoot('purple'))).toBe('purple');
    expect($colourPreset.get()).toBe('purple');
    expect(readColourPreset(presetRoot('pink'))).toBe('default');
    expect(readColourPreset(presetRoot())).toBe('default');
  });

  it("keeps the choice on the account with the account's other settings, and shows it on the page", async () => {
    const root = presetRoot();
    readColourPreset(root);
    const service = account({ 'notify.sms': true, sounds: false });
    expect(await chooseColourPreset('green', { root, ...service })).toBe('saved');
    expect(service.sent).toEqual([{ settings: { 'notify.sms': true, sounds: false, colorPreset: 'green' } }]);
    expect(root.attributes.get('data-preset')).toBe('green');
    expect($colourPreset.get()).toBe('green');
    // Back to the theme's colour: no attribute, the theme's tokens apply.
    expect(await chooseColourPreset('default', { root, ...account({ colorPreset: 'green' }) })).toBe('saved');
    expect(root.attributes.has('data-preset')).toBe(false);
  });

  it('goes back to the preset the account holds when the save fails, saying why', async () => {
    const root = presetRoot('blue');
    readColourPreset(root);
    const down = account({ colorPreset: 'blue' }, 'down');
    expect(await chooseColourPreset('purple', { root, ...down })).toBe('unavailable');
    expect(down.sent).toEqual([]);
    expect(root.attributes.get('data-preset')).toBe('blue');

    expect(await chooseColourPreset('purple', { root, ...account({ colorPreset: 'blue' }, 'refuse') })).toBe('refused');
    expect(root.attributes.get('data-preset')).toBe('blue');
    expect($colourPreset.get()).toBe('blue');
  });
});
