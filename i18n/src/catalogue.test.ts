import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import ru from './locales/ru.json';
import zh from './locales/zh.json';
import { CABINET_SECTIONS, checkLocale, messagesFor } from './catalogue';
import { MESSAGE_LOCALES, resolveLocale } from './languages';
import { fill, plural } from './format';
import { isPluralForms } from './schema';

const clone = <T>(value: T): T => structuredClone(value);

describe('message catalogue', () => {
  it.each(MESSAGE_LOCALES)('%s passes its schema: every key it must have, the English placeholders, no unknown key', (locale) => {
    expect(checkLocale(locale).map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('fails on a missing key, naming it', () => {
    const broken = clone(ru) as { spot: Partial<typeof ru.spot> };
    delete broken.spot.buy;
    expect(checkLocale('ru', broken).map((issue) => issue.path.join('.'))).toEqual(['spot.buy']);
  });

  it('fails on a key whose placeholders differ from English', () => {
    const broken = clone(zh);
    broken.spot.percentOf = '可用 {coin} 的 {percent}%';
    const issues = checkLocale('zh', broken);
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['spot.percentOf']);
    expect(issues[0]?.message).toContain('{asset}, {percent}');
  });

  it('fails on an unknown key, so a typo cannot fall back silently', () => {
    const broken = { ...clone(zh), spot: { ...zh.spot, buyy: '买入' } };
    expect(checkLocale('zh', broken)[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['buyy'] });
  });

  it('zh translates every cabinet key itself and has no site texts', () => {
    expect(Object.keys(zh).sort()).toEqual([...CABINET_SECTIONS].sort());
    expect(messagesFor('zh').spot.buy).toBe('买入');
    expect(messagesFor('zh-CN').trading.errors.INSUFFICIENT_FUNDS).not.toBe(en.trading.errors.INSUFFICIENT_FUNDS);
  });

  it('de and es translate every cabinet and site key themselves, in English’s key order', () => {
    // A plural text is one key: its forms are the language's own plural categories, not English's.
    const keyPaths = (texts: unknown, prefix = ''): string[] =>
      texts && typeof texts === 'object' && !Array.isArray(texts) && !isPluralForms(texts)
        ? Object.entries(texts).flatMap(([key, value]) => [`${prefix}${key}`, ...keyPaths(value, `${prefix}${key}.`)])
        : [];
    for (const [locale, file] of [
      ['de', de],
      ['es', es],
    ] as const) {
      expect(keyPaths(file), locale).toEqual(keyPaths(en));
      expect(checkLocale(locale), locale).toEqual([]);
      const texts = messagesFor(locale);
      for (const [key, text, english] of [
        ['spot.buy', texts.spot.buy, en.spot.buy],
        ['trading.errors.INSUFFICIENT_FUNDS', texts.trading.errors.INSUFFICIENT_FUNDS, en.trading.errors.INSUFFICIENT_FUNDS],
        ['verification.basicTitle', texts.verification.basicTitle, en.verification.basicTitle],
        ['pages.nav.deposit', texts.pages.nav.deposit, en.pages.nav.deposit],
        ['settings.simulation', texts.settings.simulation, en.settings.simulation],
        ['site.homeFallbackText', texts.site.homeFallbackText, en.site.homeFallbackText],
      ]) {
        expect(text, `${locale} ${key}`).not.toBe(english);
      }
    }
    expect(messagesFor('de').spot.book).toBe('Orderbuch');
    expect(messagesFor('es-ES').market.book.bids).toBe('Solo órdenes de compra');
    const broken = clone(de) as { spot: Partial<typeof de.spot> };
    delete broken.spot.buy;
    expect(checkLocale('de', broken).map((issue) => issue.path.join('.'))).toEqual(['spot.buy']);
  });

  it('keeps the product’s Russian texts', () => {
    expect(messagesFor('ru').spot.buy).toBe('Купить');
    expect(messagesFor('ru').trading.errors.INSUFFICIENT_FOR_WITHDRAW).toBe('Недостаточно {coin} для вывода');
    expect(messagesFor('ru').site.errorTitle).toBe('Что-то пошло не так');
  });

  it('reads an unknown language as English', () => {
    expect(resolveLocale('fr-FR')).toBe('en');
    expect(resolveLocale('ru-RU')).toBe('ru');
    expect(messagesFor('pt').spot.buy).toBe('Buy');
  });
});

describe('filling texts', () => {
  it('writes numbers with the language’s digits and keeps strings as given', () => {
    expect(fill('{percent}% of available {asset}', { percent: 25, asset: 'USDT' }, 'en')).toBe('25% of available USDT');
    expect(fill('Отметок: {count}', { count: 1200 }, 'ru')).toBe('Отметок: 1\u00a0200');
    expect(fill('{a}', { a: '1200' }, 'ru')).toBe('1200');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(fill('{a} and {b}', { a: 1 }, 'en')).toBe('1 and {b}');
  });

  it('chooses the plural form by the language’s rules', () => {
    const orders = { one: '{count} ордер', few: '{count} ордера', many: '{count} ордеров', other: '{count} ордера' };
    expect([1, 3, 5, 21, 1.5].map((n) => plural(orders, n, 'ru'))).toEqual(['1 ордер', '3 ордера', '5 ордеров', '21 ордер', '1,5 ордера']);
    expect(plural({ one: '{count} order', other: '{count} orders' }, 1, 'en')).toBe('1 order');
    expect(plural({ other: '{count} 个订单' }, 2, 'zh')).toBe('2 个订单');
  });

  it('counts the pairs found in every language, by its own plural rules', () => {
    const found = (locale: string, counts: number[]) => counts.map((n) => plural(messagesFor(locale).pairs.found, n, locale));
    expect(found('ru', [1, 2, 5, 21])).toEqual(['Найдена 1 пара', 'Найдено 2 пары', 'Найдено 5 пар', 'Найдена 21 пара']);
    expect(found('en', [1, 9])).toEqual(['1 pair found', '9 pairs found']);
    expect(found('de', [1, 9])).toEqual(['1 Paar gefunden', '9 Paare gefunden']);
    expect(found('es', [1, 9, 1000000])).toEqual(['1 par encontrado', '9 pares encontrados', '1.000.000 de pares encontrados']);
    expect(found('zh', [3])).toEqual(['找到 3 个交易对']);
  });

  it('demands exactly the language’s plural categories in a plural text', async () => {
    const { schemaLike } = await import('./schema');
    const reference = { n: { one: '{count} order', other: '{count} orders' } };
    expect(schemaLike(reference, 'ru').safeParse({ n: { one: '{count} ордер', other: '{count} ордера' } }).success).toBe(false);
    expect(schemaLike(reference, 'zh').safeParse({ n: { other: '{count} 个订单' } }).success).toBe(true);
  });
});
