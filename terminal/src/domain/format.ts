import { Dec, toDecimal, type DecimalInput } from './decimal';

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
    style: 'percent', signDisplay: 'always', minimumFractionDigits: 2, maximumFractionDigits: 2,
  });
  return { text, direction: shown.isNegative() ? 'down' : 'up' };
}

const VOLUME_UNITS: ReadonlyArray<readonly [number, string]> = [[1e3, 'K'], [1e6, 'M'], [1e9, 'B']];

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
