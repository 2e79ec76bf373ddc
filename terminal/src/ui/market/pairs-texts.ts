import type { PairRow } from '../../domain';

/** The list's words in Russian (the product's own) and English; other locales read English. */
const TEXTS = {
  ru: {
    title: 'Торговые пары', search: 'Поиск пары', loading: 'Загрузка', noResults: 'Нет результатов', favoritesOnly: 'Только избранное',
    categories: { crypto: 'Крипто', forex: 'Форекс', stocks: 'Акции', metals: 'Металлы' },
    star: (pair: string) => `${pair}: в избранное`, failed: (message: string) => `Список пар недоступен (${message}), показан образец`,
    badge: { recorded: 'Запись · не в реальном времени', sample: 'Образец' },
  },
  en: {
    title: 'Pairs', search: 'Search pairs', loading: 'Loading', noResults: 'No results', favoritesOnly: 'Favourites only',
    categories: { crypto: 'Crypto', forex: 'Forex', stocks: 'Stocks', metals: 'Metals' },
    star: (pair: string) => `${pair}: favourite`, failed: (message: string) => `Pairs list unavailable (${message}); showing a sample`,
    badge: { recorded: 'Recorded · delayed, not live', sample: 'Sample' },
  },
} satisfies Record<string, {
  title: string; search: string; loading: string; noResults: string; favoritesOnly: string;
  categories: Record<PairRow['category'], string>; star(pair: string): string; failed(message: string): string;
  badge: Record<'recorded' | 'sample', string>;
}>;

export type PairsTexts = (typeof TEXTS)['en'];

/** The texts for a locale such as 'ru-RU' or 'en-US'. */
export function pairsTexts(locale: string): PairsTexts {
  return locale.toLowerCase().startsWith('ru') ? TEXTS.ru : TEXTS.en;
}
