import { describe, expect, it } from 'vitest';
import { CABINET_LANGUAGES, cabinetLanguageHref, cabinetSettingsSchema, islandLanguage } from './settings';

describe('cabinet languages', () => {
  it('offers the four languages the pages are served in and Chinese', () => {
    expect([...CABINET_LANGUAGES]).toEqual(['ru', 'en', 'de', 'es', 'zh']);
    // The site header saves its own choice under the same key: a German one is a valid setting.
    expect(cabinetSettingsSchema.parse({ language: 'de' }).language).toBe('de');
    expect(cabinetSettingsSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });

  it('moves a served choice to the same page in that language, and keeps Chinese on the page', () => {
    expect(cabinetLanguageHref('en', '/cabinet/settings/general')).toBe('/cabinet/settings/general');
    expect(cabinetLanguageHref('ru', '/cabinet/settings/general')).toBe('/ru/cabinet/settings/general');
    expect(cabinetLanguageHref('es', '/cabinet/orders/open')).toBe('/es/cabinet/orders/open');
    expect(cabinetLanguageHref('zh', '/cabinet/settings/general')).toBeNull();
  });

  it("lets the address decide an island's language, unless the saved one has no pages", () => {
    expect(islandLanguage('en', 'ru')).toBe('en');
    expect(islandLanguage('ru', 'en')).toBe('ru');
    expect(islandLanguage('de', null)).toBe('de');
    expect(islandLanguage('ru', 'zh')).toBe('zh');
    expect(islandLanguage('en', 'klingon')).toBe('en');
  });
});
