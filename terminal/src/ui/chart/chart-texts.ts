import type { IndicatorId } from './chart-indicators';
import type { ChartStyle } from './chart-series';

/** The chart's words in Russian (the product's own) and English; other locales read English. */
const TEXTS = {
  ru: {
    region: (pair: string) => `График ${pair}`, toolbar: 'Инструменты графика', intervals: 'Интервал', allIntervals: 'Все интервалы',
    styles: 'Вид графика', indicators: 'Индикаторы', loading: 'Загрузка', errorTitle: 'Ошибка загрузки данных',
    noData: 'Нет данных для отображения', lastPrice: 'Последняя цена', change: 'Изменение за 24 ч',
    zoomIn: 'Приблизить', zoomOut: 'Отдалить', fullscreen: 'Во весь экран', markLast: 'Отметить последнюю цену',
    clearMarkers: 'Убрать отметки', markerHint: 'Двойной щелчок по графику ставит ценовую отметку',
    markers: (count: number) => `Отметок: ${count}`,
    insufficient: (name: string, needed: number, have: number) => `${name}: нужно не менее ${needed} точек, загружено ${have}`,
    style: { candles: 'Свечи', bars: 'Бары', line: 'Линия', area: 'Область' },
    indicator: { ma50: 'MA 50', ma200: 'MA 200', bollinger: 'Боллинджер 20', rsi: 'RSI 14', macd: 'MACD 12/26/9' },
  },
  en: {
    region: (pair: string) => `${pair} chart`, toolbar: 'Chart tools', intervals: 'Interval', allIntervals: 'All intervals',
    styles: 'Chart style', indicators: 'Indicators', loading: 'Loading', errorTitle: 'Error loading data',
    noData: 'No data to display', lastPrice: 'Last price', change: '24h change',
    zoomIn: 'Zoom in', zoomOut: 'Zoom out', fullscreen: 'Fullscreen', markLast: 'Mark last price',
    clearMarkers: 'Clear markers', markerHint: 'Double-click the chart to add a price marker',
    markers: (count: number) => `Markers: ${count}`,
    insufficient: (name: string, needed: number, have: number) => `${name} needs at least ${needed} points; ${have} loaded`,
    style: { candles: 'Candles', bars: 'Bars', line: 'Line', area: 'Area' },
    indicator: { ma50: 'MA 50', ma200: 'MA 200', bollinger: 'Bollinger 20', rsi: 'RSI 14', macd: 'MACD 12/26/9' },
  },
} satisfies Record<string, {
  region(pair: string): string; toolbar: string; intervals: string; allIntervals: string; styles: string; indicators: string;
  loading: string; errorTitle: string; noData: string; lastPrice: string; change: string; zoomIn: string; zoomOut: string;
  fullscreen: string; markLast: string; clearMarkers: string; markerHint: string; markers(count: number): string;
  insufficient(name: string, needed: number, have: number): string;
  style: Record<ChartStyle, string>; indicator: Record<IndicatorId, string>;
}>;

export type ChartTexts = (typeof TEXTS)['en'];

/** The texts for a locale such as 'ru-RU' or 'en-US'. */
export function chartTexts(locale: string): ChartTexts {
  return locale.toLowerCase().startsWith('ru') ? TEXTS.ru : TEXTS.en;
}
