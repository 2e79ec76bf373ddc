import type { Locale } from './locales';
import type { ThemeId } from './schema';

/**
 * The site's logo picture (the CMS's copies as a srcset when it has them; the intrinsic size keeps
 * the header from moving while it loads).
 * @example { src: 'https://cms.example/api/media/file/logo-768x230.webp', srcset: '… 768w', width: 1000, height: 300 }
 */
export interface SiteLogo {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
}

/** @example { href: '/de/terms', label: 'AGB' } */
export interface NavLink {
  href: string;
  label: string;
}

/**
 * A header entry: a link, or a dropdown (Trading, Legal) when it has children.
 * @example { label: 'Legal', children: [{ href: '/terms', label: 'Terms of use' }] }
 */
export interface NavItem {
  label: string;
  href?: string;
  children: NavLink[];
}

/** A footer column. @example { title: 'Documents', links: [{ href: '/legal/aml', label: 'AML' }] } */
export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/**
 * Props of every theme's Wrapper, Header and Footer. The site builds them once per request;
 * hrefs arrive already localised.
 * @example
 * { site: { title: 'Bourse exchange', name: 'Bourse', url: 'https://bourse.example' }, locale: 'en',
 *   header: [{ label: 'About', href: '/about', children: [] }], footer: [{ title: 'Legal', links: [{ href: '/terms', label: 'Terms' }] }],
 *   labels: { login: 'Log in' }, loggedIn: false }
 */
export interface ChromeProps {
  /** The theme the page is drawn in: the frame takes that theme's choices (its frame.ts). */
  theme: ThemeId;
  /**
   * `name` is the short brand the header shows; `title` and `url` make the footer's copyright.
   * `logo`, when the site has one, is drawn before the name in place of the theme's own mark.
   */
  site: { title: string; url: string; name: string; logo?: SiteLogo };
  locale: Locale;
  header: NavItem[];
  footer: FooterColumn[];
  /** Translated interface words; keys listed in `chromeLabelKeys`. */
  labels: Record<string, string>;
  loggedIn?: boolean;
}

/** Props of every theme's Hero (the CMS 'hero' block). */
export interface HeroProps {
  theme: ThemeId;
  heading: string;
  subheading?: string;
  ctaLabel?: string;
  ctaHref?: string;
  /** The home page's hero: a theme may set a market card beside it. Other pages' heroes stay plain. */
  showcase?: boolean;
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
  menu: 'Menu',
  closeMenu: 'Close menu',
} as const;

export type ChromeLabelKey = keyof typeof chromeLabelDefaults;
export const chromeLabelKeys = Object.keys(chromeLabelDefaults) as ChromeLabelKey[];
