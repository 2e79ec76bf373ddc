import type { Locale } from '@bourse/themes';

const intlLocales: Record<Locale, string> = { en: 'en-GB', ru: 'ru-RU', de: 'de-DE', es: 'es-ES' };

/**
 * A publication date in the page's language; an unreadable date is shown as the CMS sent it.
 * @example formatDate('2026-03-05T10:00:00Z', 'de') // '5. März 2026'
 */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocales[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A file size in B, KB or MB (spec: size display uses B, KB, MB), one decimal above bytes.
 * @example formatFileSize(2_621_440, 'en') // '2.5 MB'
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const format = (value: number, unit: string, digits: number) =>
    `${new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: digits }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B', 0);
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB', 1);
  return format(bytes / (1024 * 1024), 'MB', 1);
}
