import { messagesFor, type Catalogue } from '@bourse/i18n';
import type { Locale } from './locales';

type MenuKey = keyof Catalogue['menu'];
type Link = readonly [label: MenuKey, href: string];

/** The built-in header: dropdowns of links, and links of their own. Labels are keys of the catalogue's `menu` section. */
const HEADER: ReadonlyArray<{ label: MenuKey; href?: string; children?: readonly Link[] }> = [
  {
    label: 'trading',
    children: [
      ['crypto', '/crypto'],
      ['forex', '/forex'],
      ['stocks', '/stock'],
      ['metals', '/stock#metals'],
      ['currencyConverter', '/currency'],
      ['futures', '/futures'],
    ],
  },
  {
    label: 'legal',
    children: [
      ['termsOfUse', '/terms'],
      ['privacyPolicy', '/privacy'],
      ['kycPolicy', '/kyc'],
      ['riskDisclosure', '/risk-disclosure'],
      ['withdrawal', '/refund-policy'],
      ['amlPolicy', '/aml'],
    ],
  },
  {
    label: 'square',
    children: [
      ['feed', '/news'],
      ['blog', '/blog'],
    ],
  },
  {
    label: 'more',
    children: [
      ['vip', '/vip'],
      ['launchpad', '/launchpad'],
      ['research', '/research'],
      ['allProducts', '/more'],
    ],
  },
  { label: 'about', href: '/about' },
  { label: 'faq', href: '/faq' },
  { label: 'contacts', href: '/contacts' },
];

/** The built-in footer's columns. */
const FOOTER: ReadonlyArray<{ title: MenuKey; links: readonly Link[] }> = [
  {
    title: 'products',
    links: [
      ['buyCrypto', '/buy-crypto'],
      ['earn', '/earn'],
      ['futures', '/futures'],
      ['bonusCenter', '/bonus-center'],
      ['insuranceFund', '/insurance-fund'],
    ],
  },
  {
    title: 'company',
    links: [
      ['about', '/about'],
      ['news', '/news'],
      ['blog', '/blog'],
      ['faq', '/faq'],
      ['contactUs', '/contact'],
    ],
  },
  {
    title: 'legal',
    links: [
      ['withdrawalPolicy', '/legal/withdrawal'],
      ['clientAgreement', '/legal/agreement'],
      ['riskWarning', '/legal/risk'],
      ['amlKyc', '/legal/aml'],
      ['conflictOfInterest', '/legal/conflict'],
      ['cookies', '/cookies'],
    ],
  },
];

/**
 * A site's menus in one language, hrefs language-free (the site puts them into the visitor's
 * language): what an editor edits per site in the CMS.
 * @example { header: [{ label: 'Trading', children: [{ label: 'Crypto', href: '/crypto' }] }], footer: [{ title: 'Legal', links: [{ label: 'AML/KYC', href: '/legal/aml' }] }] }
 */
export interface SiteMenus {
  header: Array<{ label: string; href?: string; children?: Array<{ label: string; href: string }> }>;
  footer: Array<{ title: string; links: Array<{ label: string; href: string }> }>;
}

/**
 * The built-in menus in one language, declared once: the seed's starting point for a site, the
 * CMS's answer for a site without menus of its own, and the site's when the CMS sends none.
 * @example builtInMenus('de').header[0]?.children?.[2] // { label: 'Aktien', href: '/stock' }
 */
export function builtInMenus(locale: Locale): SiteMenus {
  const words = messagesFor(locale).menu;
  const link = ([label, href]: Link) => ({ label: words[label], href });
  return {
    header: HEADER.map((item) => ({
      label: words[item.label],
      ...(item.href ? { href: item.href } : {}),
      ...(item.children ? { children: item.children.map(link) } : {}),
    })),
    footer: FOOTER.map((column) => ({ title: words[column.title], links: column.links.map(link) })),
  };
}
