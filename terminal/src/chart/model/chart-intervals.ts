import { klineIntervalMs, parseKlineInterval, type KlineInterval, type Kline } from '@bourse/market';

/**
 * A chart interval: every Binance kline interval but '1s', which the chart does not offer.
 *
 * @example
 * const interval: ChartInterval = '4h';
 */
export type ChartInterval = Exclude<KlineInterval, '1s'>;

/** The 15 chart intervals, shortest first. */
export const CHART_INTERVALS: readonly ChartInterval[] = [
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '6h',
  '8h',
  '12h',
  '1d',
  '3d',
  '1w',
  '1M',
];
/** The quick interval buttons; the other intervals are in the dropdown. */
export const QUICK_INTERVALS: readonly ChartInterval[] = ['1m', '5m', '15m', '1h', '4h', '1d', '1w'];
export const DEFAULT_CHART_INTERVAL: ChartInterval = '1m';
/** The candle limit, the same as the klines request's default. */
export const MAX_CHART_CANDLES = 500;

type Unit = 'm' | 'h' | 'd' | 'w' | 'M';
const UNIT_NAMES = { m: 'minute', h: 'hour', d: 'day', w: 'week', M: 'month' } as const;
// The product labels intervals with Russian letters for minute, hour, day, week and month.
const RU_LETTERS: Record<Unit, string> = { m: 'м', h: 'ч', d: 'д', w: 'н', M: 'М' };

function split(interval: ChartInterval): { count: number; unit: Unit } {
  return { count: Number.parseInt(interval, 10), unit: interval.slice(-1) as Unit };
}

const isRussian = (locale: string) => locale.toLowerCase().startsWith('ru');

/** The interval named by `text` when the chart offers it, else null. */
export function parseChartInterval(text: string): ChartInterval | null {
  const interval = parseKlineInterval(text);
  return interval === null || interval === '1s' ? null : interval;
}

/**
 * The short button label: Russian letters for ru, Binance's own for other locales.
 *
 * @example
 * intervalLabel('1h', 'ru-RU'); // '1ч'
 * intervalLabel('1M', 'en-US'); // '1M'
 */
export function intervalLabel(interval: ChartInterval, locale: string): string {
  if (!isRussian(locale)) return interval;
  const { count, unit } = split(interval);
  return `${count}${RU_LETTERS[unit]}`;
}

/**
 * The spoken name, for screen readers and the dropdown, in the locale's words (Intl units).
 *
 * @example
 * describeInterval('15m', 'en-US'); // '15 minutes'
 * describeInterval('1h', 'ru-RU'); // '1 час'
 */
export function describeInterval(interval: ChartInterval, locale: string): string {
  const { count, unit } = split(interval);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNIT_NAMES[unit], unitDisplay: 'long' }).format(count);
}

/**
 * The bar length a loaded series really has: the most common close time − open time + 1 of its
 * klines (one odd bar, such as a month of 28 days, does not decide it); null without bars.
 *
 * @example
 * seriesBarMs(hourlyBars); // 3_600_000
 */
export function seriesBarMs(candles: readonly Kline[]): number | null {
  const counts = new Map<number, number>();
  for (const k of candles) counts.set(k[6] - k[0] + 1, (counts.get(k[6] - k[0] + 1) ?? 0) + 1);
  let best: number | null = null;
  for (const [length, count] of counts)
    if (best === null || count > counts.get(best)! || (count === counts.get(best)! && length < best)) best = length;
  return best;
}

/**
 * Whether the feed has a series at an interval, and if not, the interval of the bars it has.
 *
 * @example
 * const answer: IntervalAvailability = { available: false, reason: 'finer', feedInterval: '1h' };
 */
export type IntervalAvailability = { available: true } | { available: false; reason: 'finer'; feedInterval: ChartInterval | null };

/**
 * Whether the feed can answer an interval for a pair. A recorded series of hourly bars cannot be
 * cut into minutes (its host answers a finer request with its own hourly bars), so every interval
 * finer than the series' bars is `finer`, naming the series' own interval; with the bar length
 * unknown (not probed yet) every interval is offered.
 *
 * @example
 * intervalAvailability('1m', 3_600_000); // { available: false, reason: 'finer', feedInterval: '1h' }
 * intervalAvailability('4h', 3_600_000); // { available: true }
 */
export function intervalAvailability(interval: ChartInterval, feedBarMs: number | null): IntervalAvailability {
  if (feedBarMs === null || klineIntervalMs(interval) >= feedBarMs) return { available: true };
  return { available: false, reason: 'finer', feedInterval: CHART_INTERVALS.find((each) => klineIntervalMs(each) === feedBarMs) ?? null };
}
