import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { buildNavigation } from './navigation';

describe('site navigation', () => {
  it('lists the spec’s header links in English without a prefix', () => {
    const { nav } = buildNavigation('en', createTranslator('en'));
    expect(nav).toEqual([
      { href: '/cabinet/spot', label: 'Spot' },
      { href: '/stock', label: 'Stocks' },
      { href: '/currency', label: 'Currency' },
      { href: '/about', label: 'About' },
      { href: '/faq', label: 'FAQ' },
      { href: '/contacts', label: 'Contacts' },
    ]);
  });

  it('lists the six legal documents, withdrawal pointing at the refund policy', () => {
    const { legal } = buildNavigation('ru', createTranslator('ru'));
    expect(legal.map((l) => l.href)).toEqual(['/ru/terms', '/ru/privacy', '/ru/kyc', '/ru/risk-disclosure', '/ru/refund-policy', '/ru/aml']);
    expect(legal[4]).toEqual({ href: '/ru/refund-policy', label: 'Вывод средств' });
  });

  it('keeps one cabinet address in every language', () => {
    expect(buildNavigation('de', createTranslator('de')).nav[0]).toEqual({ href: '/cabinet/spot', label: 'Spot' });
    expect(buildNavigation('es', createTranslator('es')).nav[1]).toEqual({ href: '/es/stock', label: 'Acciones' });
  });
});
