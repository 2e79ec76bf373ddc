import { describe, expect, it } from 'vitest';
import { alternates, isPageSlug, localizedHref, parseLocalePath } from './locale';

describe('locale routing', () => {
  describe.each([
    // locale, home path, terms path, nested legal path
    ['en', '/', '/terms', '/legal/agreement'],
    ['ru', '/ru/', '/ru/terms', '/ru/legal/agreement'],
    ['de', '/de/', '/de/terms', '/de/legal/agreement'],
    ['es', '/es/', '/es/terms', '/es/legal/agreement'],
  ] as const)('%s', (locale, home, terms, nested) => {
    it('reads the home, a page and a nested page', () => {
      expect(parseLocalePath(home)).toEqual({ locale, slug: 'home' });
      expect(parseLocalePath(terms)).toEqual({ locale, slug: 'terms' });
      expect(parseLocalePath(nested)).toEqual({ locale, slug: 'legal/agreement' });
    });

    it('builds the same addresses back', () => {
      expect(localizedHref('home', locale)).toBe(home);
      expect(localizedHref('terms', locale)).toBe(terms);
      expect(localizedHref('legal/agreement', locale)).toBe(nested);
    });
  });

  it('treats a missing or extra trailing slash as the same page', () => {
    expect(parseLocalePath('/ru')).toEqual({ locale: 'ru', slug: 'home' });
    expect(parseLocalePath('/de/terms/')).toEqual({ locale: 'de', slug: 'terms' });
  });

  it('redirects /en addresses to the unprefixed English page', () => {
    expect(parseLocalePath('/en/terms')).toEqual({ locale: 'en', slug: 'terms', redirect: '/terms' });
    expect(parseLocalePath('/en')).toEqual({ locale: 'en', slug: 'home', redirect: '/' });
  });

  it('lists every language and an English x-default as absolute alternates', () => {
    expect(alternates('terms', 'https://bourse.example')).toEqual([
      { hreflang: 'ru', href: 'https://bourse.example/ru/terms' },
      { hreflang: 'en', href: 'https://bourse.example/terms' },
      { hreflang: 'de', href: 'https://bourse.example/de/terms' },
      { hreflang: 'es', href: 'https://bourse.example/es/terms' },
      { hreflang: 'x-default', href: 'https://bourse.example/terms' },
    ]);
    expect(alternates('home', 'http://localhost:4321').map((a) => a.href)).toContain('http://localhost:4321/ru/');
  });

  it('accepts CMS slugs and turns away paths that cannot be pages', () => {
    expect(['home', 'terms', 'risk-disclosure', 'legal/agreement'].every(isPageSlug)).toBe(true);
    expect(['wp-admin.php', '../etc', 'Terms', 'a//b', 'x'.repeat(121)].some(isPageSlug)).toBe(false);
  });
});
