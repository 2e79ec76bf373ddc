import type { Locale } from './locales';

/** @example { href: '/de/terms', label: 'AGB' } */
export interface NavLink {
  href: string;
  label: string;
}

/**
 * Props of every theme's Wrapper, Header and Footer. The site builds them once per request;
 * hrefs arrive already localised.
 * @example
 * { site: { title: 'Bourse', url: 'https://bourse.example' }, locale: 'en',
 *   nav: [{ href: '/about', label: 'About' }], legal: [{ href: '/terms', label: 'Terms' }],
 *   labels: { login: 'Log in' }, loggedIn: false }
 */
export interface ChromeProps {
  site: { title: string; url: string };
  locale: Locale;
  nav: NavLink[];
  legal: NavLink[];
  /** Translated interface words; keys listed in `chromeLabelKeys`. */
  labels: Record<string, string>;
  loggedIn?: boolean;
}

/** Props of every theme's Hero (the CMS 'hero' block). */
export interface HeroProps {
  heading: string;
  subheading?: string;
  ctaLabel?: string;
  ctaHref?: string;
}

/**
 * The label keys theme chrome reads. The site's dictionary schema must contain all of them; the
 * English words are the fallback so a theme never renders an empty control.
 */
export const chromeLabelDefaults = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  legal: 'Legal',
  legalNavigation: 'Legal documents',
  language: 'Language',
  languageNavigation: 'Choose language',
  footerNavigation: 'Site map',
  explore: 'Explore',
  login: 'Log in',
  cabinet: 'Cabinet',
  home: 'Home',
  markets: 'Markets',
  trade: 'Trade',
} as const;

export type ChromeLabelKey = keyof typeof chromeLabelDefaults;
export const chromeLabelKeys = Object.keys(chromeLabelDefaults) as ChromeLabelKey[];
