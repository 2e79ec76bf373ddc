import { describe, expect, it } from 'vitest';
import { accountLink, chromeLabel, copyrightLine, homeHref, languageLinks, siteDomain } from './chrome';

describe('theme chrome helpers', () => {
  it('offers the current page in every language, in the order of the language switcher', () => {
    const links = languageLinks('/de/legal/aml', 'de');
    expect(links.map((l) => [l.name, l.href, l.current])).toEqual([
      ['Русский', '/ru/legal/aml', false],
      ['English', '/legal/aml', false],
      ['Deutsch', '/de/legal/aml', true],
      ['Español', '/es/legal/aml', false],
    ]);
  });

  it('switches the English home page to each language’s home', () => {
    expect(languageLinks('/', 'en').map((l) => l.href)).toEqual(['/ru/', '/', '/de/', '/es/']);
  });

  it('links the logo to the home of the visitor’s language', () => {
    expect(homeHref('en')).toBe('/');
    expect(homeHref('ru')).toBe('/ru/');
  });

  it('sends a visitor to login in their language and a trader to the cabinet', () => {
    expect(accountLink({ labels: { login: 'Войти' }, locale: 'ru' })).toEqual({ href: '/ru/login', label: 'Войти' });
    expect(accountLink({ labels: { cabinet: 'Cabinet' }, locale: 'ru', loggedIn: true })).toEqual({ href: '/cabinet', label: 'Cabinet' });
  });

  it('falls back to English when a label is missing or empty', () => {
    expect(chromeLabel({}, 'skipToContent')).toBe('Skip to content');
    expect(chromeLabel({ legal: '' }, 'legal')).toBe('Legal');
  });

  it('writes the copyright line from the site title and domain', () => {
    expect(copyrightLine({ title: 'Bourse', url: 'https://www.bourse.example:8443/path' }, 2026)).toBe(
      '© 2026 Bourse · www.bourse.example',
    );
  });

  it('reads a domain typed without a scheme', () => {
    expect(siteDomain('bourse.example')).toBe('bourse.example');
    expect(siteDomain('')).toBe('');
  });
});
