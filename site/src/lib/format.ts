import { formatFileSize as formatBytes } from '@bourse/terminal/domain';
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
 * A file size in B, KB or MB , one decimal above bytes: the
 * terminal's formatter, in the page language's number format.
 * @example formatFileSize(2_621_440, 'en') // '2.5 MB'
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  return formatBytes(bytes, intlLocales[locale]);
}
