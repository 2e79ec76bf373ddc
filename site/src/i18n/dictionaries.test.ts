import { chromeLabelKeys } from '@bourse/themes';
import { describe, expect, it } from 'vitest';
import { cabinetTexts, createTranslator, fill, getDictionary } from './index';

// The catalogue's own test checks every language file key by key; these check what the site reads.
describe('site dictionaries from the shared catalogue', () => {
  it('has every site text in German and Spanish, the sign-in texts among them', () => {
    expect(getDictionary('de').login).toBe('Anmelden');
    for (const locale of ['de', 'es'] as const) {
      for (const key of ['login', 'cabinet', 'placeholder'] as const) {
        expect(getDictionary(locale)[key], `${locale} ${key}`).not.toBe(getDictionary('en')[key]);
      }
    }
  });

  it('has the public pages’ own texts (the /clear-cache page, empty lists) in German and Spanish', () => {
    for (const locale of ['de', 'es'] as const) {
      const [dictionary, en] = [getDictionary(locale), getDictionary('en')];
      for (const key of [
        'clearCacheTitle',
        'clearCacheWorking',
        'clearCacheSuccess',
        'clearCacheError',
        'noResults',
        'unavailableTitle',
      ] as const) {
        expect(dictionary[key], `${locale} ${key}`).not.toBe(en[key]);
      }
    }
    expect(createTranslator('de')('clearCacheTitle')).toBe('Website-Cache leeren');
  });

  it('gives every label the theme chrome reads, in every language', () => {
    for (const locale of ['en', 'ru', 'de', 'es'] as const) {
      const dictionary: Record<string, string> = getDictionary(locale);
      expect(chromeLabelKeys.filter((key) => !dictionary[key])).toEqual([]);
    }
  });

  it('translates with t() in the visitor’s language', () => {
    expect(createTranslator('ru')('login')).toBe('Войти');
    expect(createTranslator('es')('cabinet')).toBe('Cuenta');
  });

  it('gives cabinet page titles in the page’s language', () => {
    expect(cabinetTexts('ru').pages.openOrders).toBe('Открытые ордера');
    expect(cabinetTexts('de').pages.openOrders).toBe('Offene Orders');
    expect(cabinetTexts('es').pages.openOrders).toBe('Órdenes abiertas');
  });
});

describe('placeholders', () => {
  it('fills numbers into a translated text in each language', () => {
    expect(fill(createTranslator('en')('readingMinutes'), { n: 4 })).toBe('4 min read');
    expect(fill(createTranslator('ru')('upToApy'), { n: 20 })).toBe('до 20% годовых');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('keeps the product’s Russian error texts', () => {
    expect(createTranslator('ru')('errorTitle')).toBe('Что-то пошло не так');
    expect(createTranslator('ru')('clearCacheError')).toBe('Произошла ошибка при очистке кеша. Попробуйте еще раз.');
    expect(createTranslator('en')('errorTitle')).toBe('Something went wrong');
  });
});
