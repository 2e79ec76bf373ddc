import type { Locale, NavLink } from '@bourse/themes';
import type { Translator } from '../i18n';
import { localizedHref } from './locale';

/**
 * Header and footer links of the public site, translated and in the visitor's language. The
 * cabinet has one address for all languages; marketing and legal pages are localised.
 * @example buildNavigation('de', t).legal[0] // { href: '/de/terms', label: 'Nutzungsbedingungen' }
 */
export function buildNavigation(locale: Locale, t: Translator): { nav: NavLink[]; legal: NavLink[] } {
  const page = (slug: string, label: string): NavLink => ({ href: localizedHref(slug, locale), label });
  return {
    // Spec's desktop order: Trading (spot, stocks, currency), then About, FAQ, Contacts.
    nav: [
      { href: '/cabinet/spot', label: t('spot') },
      page('stock', t('stocks')),
      page('currency', t('currency')),
      page('about', t('about')),
      page('faq', t('faq')),
      page('contacts', t('contacts')),
    ],
    legal: [
      page('terms', t('terms')),
      page('privacy', t('privacy')),
      page('kyc', t('kyc')),
      page('risk-disclosure', t('riskDisclosure')),
      // The spec labels the refund policy "withdrawal".
      page('refund-policy', t('withdrawal')),
      page('aml', t('aml')),
    ],
  };
}
