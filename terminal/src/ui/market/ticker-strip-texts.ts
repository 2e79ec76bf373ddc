/** Ticker strip texts: Russian for ru, English for every other locale. */
const EN = {
  title: 'Market ticker', back: 'Scroll left', forward: 'Scroll right', loading: 'Loading market data…',
  failed: 'Could not load market data', sample: 'sample, no live figures', high: 'High', low: 'Low', volume: 'Vol',
  nothing: 'No market data for these pairs on this feed.',
};
export type TickerStripTexts = typeof EN;
const RU: TickerStripTexts = {
  title: 'Котировки', back: 'Прокрутить влево', forward: 'Прокрутить вправо', loading: 'Загрузка рыночных данных…',
  failed: 'Не удалось загрузить рыночные данные', sample: 'образец, без живых данных', high: 'Макс.', low: 'Мин.', volume: 'Объём',
  nothing: 'Для этих пар на этом источнике нет данных.',
};
export const tickerStripTexts = (locale: string): TickerStripTexts => (locale.startsWith('ru') ? RU : EN);
