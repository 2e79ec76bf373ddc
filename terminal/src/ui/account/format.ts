import { Dec } from '@bourse/market';

/** Amounts with 8 decimals and prices/totals with 2, in the page's locale, exactly (no binary floats). */
export function formatAmount(value: string, locale: string, decimals = 8): string {
  const fixed = new Dec(value).toFixed(decimals, Dec.ROUND_HALF_UP);
  // The sign apart: "-0.28" has an integer part of -0, which BigInt would read as 0 and lose the minus.
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [int = '0', frac] = fixed.replace(/^-/, '').split('.');
  const grouped = (negative ? '-' : '') + new Intl.NumberFormat(locale).format(BigInt(int));
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return frac ? `${grouped}${separator}${frac}` : grouped;
}

export function formatTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(ms);
}
