import { describe, expect, it } from 'vitest';
import { isLocalizablePath, preferredLocale } from './language-preference';

const visit = (saved: string | null, browserLanguages: string[], prefixed = false) =>
  preferredLocale({ pathLocale: prefixed ? 'de' : 'en', prefixed, saved, browserLanguages, localizable: true });

describe('the visitor’s default language', () => {
  it('follows the saved choice first', () => {
    expect(visit('es', ['ru-RU'])).toBe('es');
    expect(visit('en', ['ru-RU'])).toBeNull();
  });

  it('chooses Russian for a Russian browser with no saved choice', () => {
    expect(visit(null, ['ru-RU', 'en'])).toBe('ru');
    expect(visit(null, ['ru'])).toBe('ru');
  });

  it('stays in English otherwise, and ignores a garbled saved value', () => {
    expect(visit(null, ['en-US'])).toBeNull();
    expect(visit('klingon', ['de-DE'])).toBeNull();
  });

  it('never moves a visitor away from an address that names its language', () => {
    expect(visit('ru', ['ru-RU'], true)).toBeNull();
  });

  it('leaves the cabinet and terminals where they are: they have no language twins', () => {
    expect(preferredLocale({ pathLocale: 'en', prefixed: false, saved: 'ru', browserLanguages: ['ru-RU'], localizable: false })).toBeNull();
    expect(isLocalizablePath('/cabinet/wallet/deposit')).toBe(false);
    expect(isLocalizablePath('/forex')).toBe(false);
    expect(isLocalizablePath('/cabinetry')).toBe(true);
    expect(isLocalizablePath('/about')).toBe(true);
  });
});
