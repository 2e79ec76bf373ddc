import { describe, expect, it } from 'vitest';
import { describeLanguages, summarizeLanguages } from './languages';

describe('the languages a document lacks', () => {
  it('counts a language without a title of its own as missing, and one with words not published as unpublished', () => {
    const summary = summarizeLanguages({ en: 'Fees', ru: 'Комиссии', de: '  ' }, { en: 'published', ru: 'draft', de: 'published' });
    expect(summary).toEqual({ missing: ['de', 'es'], unpublished: ['ru'] });
    expect(describeLanguages(summary)).toBe('Missing: German, Spanish · Not published: Russian');
  });

  it('says Complete when every language is written and published', () => {
    const all = { en: 'a', ru: 'b', de: 'c', es: 'd' };
    const published = { en: 'published', ru: 'published', de: 'published', es: 'published' };
    expect(describeLanguages(summarizeLanguages(all, published))).toBe('Complete');
  });
});
