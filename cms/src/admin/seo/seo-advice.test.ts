import { describe, expect, it } from 'vitest';
import { seoAdvice } from './seo-advice';

const site = 'Bourse: advanced cryptocurrency trading platform';

describe('search result advice', () => {
  it("counts the site's title the site adds after every page's own", () => {
    const advice = seoAdvice({ title: 'Withdrawal policy', siteTitle: site, description: '' });
    expect(advice.title).toBe('Withdrawal policy · Bourse: advanced cryptocurrency trading platform');
    expect(advice.titleLength).toBe(68);
    expect(advice.titleAdvice).toMatch(
      /^68 characters with the site's name \(“· Bourse: advanced cryptocurrency trading platform” adds 51\): results show about 60, so the last 8 are cut\. Shorten the title to 9 characters or fewer\.$/,
    );
  });

  it('says a title fits, and where a description stands against 120 to 160', () => {
    expect(seoAdvice({ title: 'Fees', siteTitle: 'Bourse', description: 'x'.repeat(100) })).toMatchObject({
      titleAdvice: "13 characters with the site's name: fits the 60 results show.",
      descriptionAdvice: '100 characters: 120–160 read best; add 20 or more.',
    });
    expect(seoAdvice({ title: 'Fees', siteTitle: 'Bourse', description: 'x'.repeat(170) }).descriptionAdvice).toMatch(/cut the last 10\.$/);
    expect(seoAdvice({ title: 'Fees', siteTitle: 'Bourse', description: 'x'.repeat(140) }).descriptionAdvice).toMatch(/within/);
  });
});
