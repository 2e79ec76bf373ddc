import { localeNames, localizePath, splitLocalePath, type Locale } from './locales';
import { chromeLabelDefaults, type ChromeLabelKey, type ChromeProps, type NavLink } from './types';

/** A translated chrome label, falling back to English so no control is ever blank. */
export function chromeLabel(labels: Record<string, string>, key: ChromeLabelKey): string {
  return labels[key] || chromeLabelDefaults[key];
}

/** The home page of a language: the logo's target. */
export function homeHref(locale: Locale): string {
  return localizePath('/', locale);
}

export interface LanguageLink {
  locale: Locale;
  name: string;
  href: string;
  current: boolean;
}

/**
 * The switcher's links: the page the visitor is on, in each language (so switching keeps the
 * place instead of dropping them on the home page).
 * @example languageLinks('/de/terms', 'de')[2] // { locale: 'en', name: 'English', href: '/terms', current: false }
 */
export function languageLinks(pathname: string, current: Locale): LanguageLink[] {
  const { rest } = splitLocalePath(pathname);
  return localeNames.map(({ locale, name }) => ({
    locale,
    name,
    href: localizePath(rest, locale),
    current: locale === current,
  }));
}

/**
 * Where the account button goes: the cabinet for a signed-in trader, otherwise login. Login is a
 * marketing page (localised); the cabinet has one address for every language.
 */
export function accountLink(props: Pick<ChromeProps, 'labels' | 'loggedIn' | 'locale'>): NavLink {
  return props.loggedIn
    ? { href: '/cabinet', label: chromeLabel(props.labels, 'cabinet') }
    : { href: localizePath('/login', props.locale), label: chromeLabel(props.labels, 'login') };
}

/** The host name of the site's URL, tolerant of a bare domain typed into the CMS. */
export function siteDomain(url: string): string {
  try {
    return new URL(url.includes('://') ? url : `https://${url}`).hostname;
  } catch {
    return url;
  }
}

/**
 * The footer's copyright line, from the active site's title and domain (public footer).
 * @example copyrightLine({ title: 'Bourse', url: 'https://bourse.example' }, 2026) // '© 2026 Bourse · bourse.example'
 */
export function copyrightLine(site: Pick<ChromeProps['site'], 'title' | 'url'>, year: number): string {
  return `© ${year} ${site.title} · ${siteDomain(site.url)}`;
}
