/** The public site's languages; English is the default and the fallback for missing translations. */
export const locales = ['ru', 'en', 'de', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
