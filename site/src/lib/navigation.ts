import { localizePath, type FooterColumn, type Locale, type NavItem, type NavLink } from '@bourse/themes';
import type { Translator } from '../i18n';
import type { SiteNavigation } from './cms-schema';
import { localizedHref } from './locale';

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
 * Header and footer menus: the active site's when its editor set them, else the built-in
 * menus (Trading, Legal, About, FAQ, Contacts; a footer with every public and legal page).
 * @example buildNavigation('de', t).header[0].children[1] // { href: '/de/stock', label: 'Aktien' }
 */
export function buildNavigation(locale: Locale, t: Translator, fromCms?: SiteNavigation): Navigation {
  if (fromCms && fromCms.header.length > 0) {
    const link = (l: NavLink): NavLink => ({ label: l.label, href: localizeHref(l.href, locale) });
    return {
      header: fromCms.header.map((item) => ({
        label: item.label,
        href: item.href && localizeHref(item.href, locale),
        children: item.children.map(link),
      })),
      footer:
        fromCms.footer.length > 0 ? fromCms.footer.map((c) => ({ title: c.title, links: c.links.map(link) })) : builtInFooter(locale, t),
    };
  }
  return { header: builtInHeader(locale, t), footer: builtInFooter(locale, t) };
}

const page =
  (locale: Locale) =>
  (slug: string, label: string): NavLink => ({ href: localizedHref(slug, locale), label });

function builtInHeader(locale: Locale, t: Translator): NavItem[] {
  const p = page(locale);
  return [
    { label: t('trading'), children: [{ href: '/cabinet/spot', label: t('spot') }, p('stock', t('stocks')), p('currency', t('currency'))] },
    {
      label: t('legal'),
      children: [
        p('terms', t('terms')),
        p('privacy', t('privacy')),
        p('kyc', t('kyc')),
        p('risk-disclosure', t('riskDisclosure')),
        // The refund policy is labelled "withdrawal" in the menus, as traders look for it.
        p('refund-policy', t('withdrawal')),
        p('aml', t('aml')),
      ],
    },
    { ...p('about', t('about')), children: [] },
    { ...p('faq', t('faq')), children: [] },
    { ...p('contacts', t('contacts')), children: [] },
  ];
}

function builtInFooter(locale: Locale, t: Translator): FooterColumn[] {
  const p = page(locale);
  return [
    {
      title: t('products'),
      links: [
        { href: '/cabinet/spot', label: t('spot') },
        p('stock', t('stocks')),
        p('currency', t('currency')),
        p('futures', t('futures')),
        p('earn', t('earn')),
        p('buy-crypto', t('buyCrypto')),
        p('vip', t('vip')),
        p('launchpad', t('launchpad')),
        p('more', t('more')),
      ],
    },
    {
      title: t('company'),
      links: [
        p('about', t('about')),
        p('blog', t('blog')),
        p('news', t('news')),
        p('research', t('research')),
        p('insurance-fund', t('insuranceFund')),
        p('bonus-center', t('bonusCenter')),
        p('faq', t('faq')),
        p('contacts', t('contacts')),
      ],
    },
    {
      title: t('legal'),
      links: [
        p('terms', t('terms')),
        p('privacy', t('privacy')),
        p('kyc', t('kyc')),
        p('risk-disclosure', t('riskDisclosure')),
        p('refund-policy', t('withdrawal')),
        p('aml', t('aml')),
        p('cookies', t('cookies')),
      ],
    },
    {
      title: t('documents'),
      links: [
        p('legal/withdrawal', t('withdrawalRules')),
        p('legal/agreement', t('agreement')),
        p('legal/risk', t('riskNotice')),
        p('legal/aml', t('amlRules')),
        p('legal/conflict', t('conflictPolicy')),
      ],
    },
  ];
}
