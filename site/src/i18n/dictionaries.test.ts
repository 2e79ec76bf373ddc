import { chromeLabelKeys } from '@bourse/themes';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ru from './ru.json';
import { createTranslator, getDictionary } from './index';
import { dictionarySchema, partialDictionarySchema } from './schema';

describe('translation dictionaries', () => {
  it.each([['en', en], ['ru', ru]])('%s is complete', (_locale, dictionary) => {
    expect(dictionarySchema.safeParse(dictionary).error?.issues ?? []).toEqual([]);
  });

  it.each([['de', de], ['es', es]])('%s covers common texts with known keys only', (_locale, dictionary) => {
    expect(partialDictionarySchema.safeParse(dictionary).error?.issues ?? []).toEqual([]);
    expect(Object.keys(dictionary).length).toBeGreaterThanOrEqual(20);
  });

  it('refuses an unknown key, naming it', () => {
    const result = partialDictionarySchema.safeParse({ logn: 'Anmelden' });
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['logn'] });
  });

  it('refuses an empty translation in a complete dictionary', () => {
    const result = dictionarySchema.safeParse({ ...en, login: ' ' });
    expect(result.error?.issues[0]?.path).toEqual(['login']);
  });

  it('falls back to English per key in German and Spanish', () => {
    expect(getDictionary('de').login).toBe('Anmelden');
    expect(getDictionary('de').cabinetAccountsNote).toBe(en.cabinetAccountsNote);
    expect(getDictionary('es').homeFallbackCta).toBe(en.homeFallbackCta);
  });

  it('gives every label the theme chrome reads, in every language', () => {
    for (const locale of ['en', 'ru', 'de', 'es'] as const) {
      const dictionary: Record<string, string> = getDictionary(locale);
      expect(chromeLabelKeys.filter((key) => !dictionary[key])).toEqual([]);
    }
  });

  it('translates with t() in the visitor’s language', () => {
    expect(createTranslator('ru')('login')).toBe('Войти');
    expect(createTranslator('es')('cabinetTitle')).toBe('Your cabinet');
  });
});

describe('placeholders', () => {
  it('fills numbers into a translated text in each language', async () => {
    const { fill } = await import('./index');
    expect(fill(createTranslator('en')('readingMinutes'), { n: 4 })).toBe('4 min read');
    expect(fill(createTranslator('ru')('upToApy'), { n: 20 })).toBe('до 20% годовых');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('keeps the spec’s Russian error texts', () => {
    expect(createTranslator('ru')('errorTitle')).toBe('Что-то пошло не так');
    expect(createTranslator('ru')('clearCacheError')).toBe('Произошла ошибка при очистке кеша. Попробуйте еще раз.');
    expect(createTranslator('en')('errorTitle')).toBe('Something went wrong');
  });
});
