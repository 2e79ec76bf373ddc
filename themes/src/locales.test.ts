import { describe, expect, it } from 'vitest';
import { isLocale, localizePath, splitLocalePath } from './locales';

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/terms', 'en', '/terms'],
    ['/ru/', 'ru', '/'],
    ['/ru', 'ru', '/'],
    ['/de/legal/aml', 'de', '/legal/aml'],
    ['/es/faq', 'es', '/faq'],
  ] as const)('reads %s as %s with the rest %s', (path, locale, rest) => {
    expect(splitLocalePath(path)).toEqual({ locale, rest });
  });

  it('keeps a first segment that only looks like a language as part of the path', () => {
    expect(splitLocalePath('/fr/terms')).toEqual({ locale: 'en', rest: '/fr/terms' });
  });

  it.each([
    ['en', '/', '/'],
    ['en', '/terms', '/terms'],
    ['ru', '/', '/ru/'],
    ['de', '/legal/agreement', '/de/legal/agreement'],
    ['es', 'faq', '/es/faq'],
  ] as const)('puts a path into %s: %s -> %s', (locale, rest, href) => {
    expect(localizePath(rest, locale)).toBe(href);
  });

  it('knows the four site languages and nothing else', () => {
    expect(['en', 'ru', 'de', 'es'].every(isLocale)).toBe(true);
    expect(isLocale('zh')).toBe(false);
  });
});
