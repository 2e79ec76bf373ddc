/**
 * How old something is, in words of the locale (Intl units): seconds under a minute, minutes
 * under an hour, then hours. Used for the age of a last known price.
 *
 * @example
 * formatAge(45_000, 'en');     // '45 seconds'
 * formatAge(3 * 60_000, 'ru'); // '3 минуты'
 */
export function formatAge(ms: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [value, unit] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.floor(seconds / 60), 'minute'] : [Math.floor(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
