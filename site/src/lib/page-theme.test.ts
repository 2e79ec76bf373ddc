import { describe, expect, it } from 'vitest';
import { isMarketingPage, pageTheme } from './page-theme';

describe('which theme a page is drawn in', () => {
  it('keeps the site theme on marketing and legal pages, signed in or not', () => {
    for (const slug of ['home', 'about', 'stock', 'terms', 'legal/conflict', 'blog/fees-explained']) {
      expect(pageTheme(slug, 'dark-brand', true)).toBe('dark-brand');
    }
  });

  it('clears the theme on other pages for a signed-in user', () => {
    for (const slug of ['currency', 'earn', 'futures', 'more', 'buy-crypto', 'bonus-center', 'clear-cache']) {
      expect(isMarketingPage(slug)).toBe(false);
      expect(pageTheme(slug, 'simple', true)).toBe('exchange');
    }
  });

  it('keeps the site theme everywhere for a visitor', () => {
    expect(pageTheme('earn', 'simple', false)).toBe('simple');
  });
});
