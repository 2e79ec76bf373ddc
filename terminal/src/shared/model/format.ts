import { Dec, toDecimal, type DecimalInput } from '@bourse/market';

/** Shown in place of a number that could not be parsed. */
export const NOT_A_NUMBER = '—';

/** 'up' for a change at or above zero, 'down' below it; drives the green/red colour. */
export type Direction = 'up' | 'down';

/**
 * A formatted percent change with its direction.
 *
 * @example
 * formatPercentChange('1.234', 'en-US'); // { text: '+1.23%', direction: 'up' }
 */
export interface PercentChange {
  text: string;
  direction: Direction;
}

const formatters = new Map<string, Intl.NumberFormat>();

// Building an Intl.NumberFormat is costly next to using one, and prices update several times a second.
function formatter(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

// Intl formats a decimal string exactly, so rounding happens once, in decimal.js, never in a float.
function formatFixed(value: Dec, digits: number, locale: string | undefined, extra: Intl.NumberFormatOptions = {}): string {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, ...extra };
  return formatter(locale, options).format(value.toFixed(digits) as Intl.StringNumericLiteral);
}

/**
 * A price with 2 decimals, or 4 when it is below 0.01 (so sub-cent coins do not read 0.00).
 *
 * @example
 * formatPrice('61837.634', 'en-US'); // '61,837.63'
 * formatPrice('0.00123', 'en-US'); // '0.0012'
 */
export function formatPrice(value: DecimalInput, locale?: string): string {
  const price = toDecimal(value);
  if (!price) return NOT_A_NUMBER;
  const digits = !price.isZero() && price.abs().lt('0.01') ? 4 : 2;
  return formatFixed(price, digits, locale);
}

/**
 * A 24h change given in percent units ('-0.245' is -0.245 %), signed, with 2 decimals.
 * The direction follows the rounded figure so the colour never contradicts the text.
 *
 * @example
 * formatPercentChange('-0.245', 'en-US'); // { text: '-0.25%', direction: 'down' }
 * formatPercentChange('0', 'en-US'); // { text: '+0.00%', direction: 'up' }
 */
export function formatPercentChange(value: DecimalInput, locale?: string): PercentChange {
  const percent = toDecimal(value);
  if (!percent) return { text: NOT_A_NUMBER, direction: 'up' };
  const rounded = percent.toDecimalPlaces(2);
  // -0.001 rounds to -0.00: show it as +0.00, the same as no change.
  const shown = rounded.isZero() ? new Dec(0) : rounded;
  const text = formatFixed(shown.div(100), 4, locale, {
    style: 'percent',
    signDisplay: 'always',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return { text, direction: shown.isNegative() ? 'down' : 'up' };
}

const VOLUME_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'B'],
];

/**
 * A volume abbreviated with K, M or B and one decimal; below a thousand, two decimals.
 *
 * @example
 * formatVolume('840180761.51', 'en-US'); // '840.2M'
 * formatVolume('212.03315', 'en-US'); // '212.03'
 */
export function formatVolume(value: DecimalInput, locale?: string): string {
  const volume = toDecimal(value);
  if (!volume) return NOT_A_NUMBER;
  // The unit is chosen on the rounded figure, so 999,960 reads 1.0M rather than 1,000.0K.
  if (volume.abs().toDecimalPlaces(2).lt(1e3)) return formatFixed(volume, 2, locale);
  for (const [index, [size, suffix]] of VOLUME_UNITS.entries()) {
    const scaled = volume.div(size).toDecimalPlaces(1);
    if (scaled.abs().lt(1e3) || index === VOLUME_UNITS.length - 1) return `${formatFixed(scaled, 1, locale)}${suffix}`;
  }
  return NOT_A_NUMBER;
}

/**
 * File sizes read in B, KB or MB (1024 steps, one decimal), numbers through Intl; the
 * verification uploads and the site's research files both show them.
 * @example formatFileSize(1536, 'en') // '1.5 KB'; formatFileSize(1536, 'ru') // '1,5 KB'
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

/**
 * Decimal places a tick or step such as '0.01000000' implies (2); 0 for a step of 1 and above, or
 * for anything that is not a positive number.
 *
 * @example
 * decimalsOf('0.00001000'); // 5
 */
export function decimalsOf(step: string): number {
  const value = toDecimal(step);
  if (!value || value.lte(0)) return 0;
  return value.decimalPlaces();
}

/**
 * A price or amount with exactly the decimals of the pair's tick or step (exchangeInfo's filters),
 * so EUR/USD reads 1.14657 and a stock 122.15; without a known step, `formatPrice`'s rule.
 *
 * @example
 * formatByStep('1.14657000', '0.00001', 'en-US'); // '1.14657'
 * formatByStep('0.5', '0.00001000', 'en-US'); // '0.50000'
 */
export function formatByStep(value: DecimalInput, step: string | null | undefined, locale?: string): string {
  if (!step || !toDecimal(step)?.gt(0)) return formatPrice(value, locale);
  const parsed = toDecimal(value);
  if (!parsed) return NOT_A_NUMBER;
  return formatFixed(parsed, decimalsOf(step), locale);
}

/**
 * A small figure with a few significant digits (a spread of 0.01 on 61,837 is 0.000016 %).
 *
 * @example
 * formatSignificant('0.0000161713', 2, 'en-US'); // '0.000016'
 */
export function formatSignificant(value: DecimalInput, digits: number, locale?: string): string {
  const parsed = toDecimal(value);
  if (!parsed) return NOT_A_NUMBER;
  return formatter(locale, { maximumSignificantDigits: digits }).format(
    parsed.toSignificantDigits(digits).toFixed() as Intl.StringNumericLiteral,
  );
}

/**
 * A trade's time of day, hours to seconds on a 24-hour clock, in the trader's time zone.
 *
 * @example
 * formatTradeTime(1723161240000, 'en-GB'); // '23:54:00' (in UTC)
 */
export function formatTradeTime(ms: number, locale?: string, timeZone?: string): string {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let cached = timeFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone });
    timeFormatters.set(key, cached);
  }
  return cached.format(ms);
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
