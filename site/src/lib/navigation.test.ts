import { describe, expect, it } from 'vitest';
import { buildNavigation, localizeHref } from './navigation';

describe('site navigation', () => {
  it('shows the built-in header: Trading, Legal, Square and More dropdowns, then About, FAQ, Contacts', () => {
    const { header } = buildNavigation('en');
    expect(header.map((item) => [item.label, item.href ?? null])).toEqual([
      ['Trading', null],
      ['Legal', null],
      ['Square', null],
      ['More', null],
      ['About', '/about'],
      ['FAQ', '/faq'],
      ['Contacts', '/contacts'],
    ]);
    expect(header[0]!.children.map((l) => l.href)).toEqual(['/crypto', '/forex', '/stock', '/stock#metals', '/currency', '/futures']);
  });

  it('lists the six legal documents, withdrawal pointing at the refund policy', () => {
    const legal = buildNavigation('ru').header[1]!.children;
    expect(legal.map((l) => l.href)).toEqual([
      '/ru/terms',
      '/ru/privacy',
      '/ru/kyc',
      '/ru/risk-disclosure',
      '/ru/refund-policy',
      '/ru/aml',
    ]);
    expect(legal[4]).toEqual({ href: '/ru/refund-policy', label: 'Вывод средств' });
  });

  it('puts the five /legal/ documents in the footer', () => {
    const { footer } = buildNavigation('de');
    const hrefs = footer.flatMap((c) => c.links.map((l) => l.href));
    for (const slug of ['withdrawal', 'agreement', 'risk', 'aml', 'conflict']) expect(hrefs).toContain(`/de/legal/${slug}`);
    expect(footer.map((c) => c.title)).toEqual(['Produkte', 'Unternehmen', 'Rechtliches']);
  });

  it('uses the editor’s menus from the site record, in the visitor’s language', () => {
    const nav = buildNavigation('es', {
      header: [
        {
          label: 'Mercados',
          href: undefined,
          children: [
            { label: 'Spot', href: '/cabinet/spot' },
            { label: 'Acciones', href: '/stock' },
          ],
        },
        { label: 'Blog', href: '/blog', children: [] },
      ],
      footer: [],
    });
    expect(nav.header[0]!.children.map((l) => l.href)).toEqual(['/cabinet/spot', '/es/stock']);
    expect(nav.header[1]).toEqual({ label: 'Blog', href: '/es/blog', children: [] });
    // No footer from the editor: the built-in one stays, so the legal documents stay reachable.
    expect(nav.footer.flatMap((c) => c.links.map((l) => l.href))).toContain('/es/legal/conflict');
  });

  it('leaves external links, anchors and the cabinet alone', () => {
    expect(localizeHref('https://x.example/a', 'ru')).toBe('https://x.example/a');
    expect(localizeHref('#fees', 'ru')).toBe('#fees');
    expect(localizeHref('/cabinet/wallet', 'ru')).toBe('/cabinet/wallet');
    expect(localizeHref('/legal/aml', 'ru')).toBe('/ru/legal/aml');
  });
});
