import { localizePath, type FooterColumn, type Locale, type NavItem, type NavLink } from '@bourse/themes';
import { builtInMenus } from '@bourse/themes/navigation';
import type { SiteNavigation } from './cms-schema';

// Addresses that exist once for every language: the cabinet and the site's own API.
const UNLOCALIZED = /^\/(?:cabinet|crypto|forex|api)(?:\/|$)/;

/**
 * Puts an editor's site-relative link into the visitor's language; external links, anchors and
 * the cabinet stay as they are.
 * @example localizeHref('/about', 'de') // '/de/about'
 * @example localizeHref('https://x.example', 'de') // 'https://x.example'
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//') || UNLOCALIZED.test(href)) return href;
  return localizePath(href, locale);
}

export interface Navigation {
  header: NavItem[];
  footer: FooterColumn[];
}

/**
 * Header and footer menus: the active site's when its editor set them, else the built-in menus
 * (declared once, @bourse/themes/navigation: what the CMS seeds and answers too), hrefs put into
 * the visitor's language.
 * @example buildNavigation('de').header[0].children[2] // { href: '/de/stock', label: 'Aktien' }
 */
export function buildNavigation(locale: Locale, fromCms?: SiteNavigation): Navigation {
  const builtIn = builtInMenus(locale);
  const header = fromCms && fromCms.header.length > 0 ? fromCms.header : builtIn.header;
  const footer = fromCms && fromCms.header.length > 0 && fromCms.footer.length > 0 ? fromCms.footer : builtIn.footer;
  const link = (l: NavLink): NavLink => ({ label: l.label, href: localizeHref(l.href, locale) });
  return {
    header: header.map((item) => ({
      label: item.label,
      href: item.href && localizeHref(item.href, locale),
      children: (item.children ?? []).map(link),
    })),
    footer: footer.map((column) => ({ title: column.title, links: column.links.map(link) })),
  };
}
