import { describe, expect, it } from 'vitest';
import { parseLayout } from './blocks-schema';
import { navigationSchema } from './cms-schema';
import { researchSchema } from './collections-schema';

// Rows written before the CMS refused unsafe links (or around it) must not become live links.
const evil = 'javascript:alert(document.cookie)';

describe('links read from CMS data', () => {
  it('drops unsafe block links and keeps safe ones', () => {
    const { blocks } = parseLayout([
      { blockType: 'hero', heading: 'H', ctaLabel: 'Go', ctaHref: evil },
      { blockType: 'cta', heading: 'C', buttonLabel: 'Go', buttonHref: ' JavaScript:alert(1)' },
      {
        blockType: 'services',
        items: [
          { title: 'S', href: 'data:text/html,x' },
          { title: 'T', href: '/fees' },
        ],
      },
      {
        blockType: 'productGroups',
        groups: [
          {
            title: 'G',
            items: [
              { label: 'L', href: 'java\tscript:alert(1)' },
              { label: 'M', href: 'https://example.com' },
            ],
          },
        ],
      },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/script:|data:/i);
    const [hero, cta, services, groups] = blocks as any[];
    expect(hero.ctaHref).toBeUndefined();
    expect(cta.buttonHref).toBeUndefined();
    expect(services.items.map((i: { href?: string }) => i.href)).toEqual([undefined, '/fees']);
    expect(groups.groups[0].items.map((i: { href?: string }) => i.href)).toEqual([undefined, 'https://example.com']);
  });

  it('leaves unsafe entries out of the menus', () => {
    const navigation = navigationSchema.parse({
      header: [
        {
          label: 'Top',
          href: evil,
          children: [
            { label: 'Bad', href: evil },
            { label: 'Spot', href: '/cabinet/spot' },
          ],
        },
      ],
      footer: [
        {
          title: 'Legal',
          links: [
            { label: 'Mail', href: 'mailto:a@b.example' },
            { label: 'Bad', href: '//evil.example' },
          ],
        },
      ],
    });
    expect(navigation.header[0]).toEqual({ label: 'Top', href: undefined, children: [{ label: 'Spot', href: '/cabinet/spot' }] });
    expect(navigation.footer[0]?.links).toEqual([{ label: 'Mail', href: 'mailto:a@b.example' }]);
  });

  it('drops an unsafe research file address', () => {
    const paper = researchSchema.parse({ id: 1, title: 'R', slug: 'r', file: { url: evil, filename: 'r.pdf' } });
    expect(paper.file?.url).toBeUndefined();
  });
});
