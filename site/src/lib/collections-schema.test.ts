import { describe, expect, it } from 'vitest';
import { parseLayout } from './blocks-schema';
import { parseFaqResponse, parseFeedResponse } from './collections-schema';
import { siteSchema } from './cms-schema';

describe('CMS layout blocks', () => {
  it('keeps every block of the contract and its anchor', () => {
    const { blocks, skipped } = parseLayout([
      { blockType: 'hero', heading: 'Trade', anchor: 'top' },
      { blockType: 'table', kind: 'vip', columns: [{ label: 'Level' }], rows: [{ cells: [{ value: 'VIP 1' }] }] },
      { blockType: 'widget', widget: 'converter', heading: null },
      { blockType: 'feed', source: 'posts', limit: null },
      { blockType: 'faqList', category: 'security' },
      { blockType: 'riskWarning', text: 'Futures are risky.' },
    ]);
    expect(skipped).toEqual([]);
    expect(blocks.map((b) => b.blockType)).toEqual(['hero', 'table', 'widget', 'feed', 'faqList', 'riskWarning']);
    expect(blocks[0]).toMatchObject({ anchor: 'top' });
    expect(blocks[3]).toMatchObject({ limit: 10 });
  });

  it('skips unknown or half-filled blocks, naming them, and keeps the rest', () => {
    const { blocks, skipped } = parseLayout([
      { blockType: 'carousel' },
      { blockType: 'widget', widget: 'lottery' },
      { blockType: 'riskWarning', text: 'x' },
    ]);
    expect(skipped).toEqual(['carousel', 'widget']);
    expect(blocks).toHaveLength(1);
  });
});

describe('CMS lists', () => {
  it('reads posts with author relation and tags, dropping a malformed one', () => {
    const { entries, skipped } = parseFeedResponse('posts', {
      docs: [
        {
          id: 1,
          title: 'Fees explained',
          slug: 'fees',
          excerpt: 'How',
          category: 'guides',
          tags: [{ tag: 'fees' }],
          readingMinutes: 4,
          author: { name: 'Ana' },
          publishedAt: '2026-01-02',
        },
        { id: 2, slug: 'no-title' },
      ],
    });
    expect(skipped).toBe(1);
    expect(entries[0]).toMatchObject({ source: 'posts', author: 'Ana', readingMinutes: 4, tags: [{ tag: 'fees' }] });
  });

  it('reads research file metadata', () => {
    const { entries } = parseFeedResponse('research', {
      docs: [
        {
          id: 'r',
          title: 'BTC Q3',
          slug: 'btc-q3',
          file: { url: '/media/q3.pdf', filename: 'q3.pdf', mimeType: 'application/pdf' },
          fileSize: 2048,
        },
      ],
    });
    expect(entries[0]).toMatchObject({ fileSize: 2048, file: { filename: 'q3.pdf' } });
  });

  it('reads FAQ entries and defaults an unknown category to trading', () => {
    expect(parseFaqResponse({ docs: [{ id: 1, question: 'Q?', answer: 'A.', category: 'other', keywords: null }] })).toEqual([
      { id: '1', question: 'Q?', answer: 'A.', category: 'trading', keywords: [] },
    ]);
  });
});

describe('site navigation from the CMS', () => {
  it('keeps the editor’s menus', () => {
    const site = siteSchema.parse({
      id: 1,
      title: 'Acme',
      theme: 'simple',
      navigation: {
        header: [{ label: 'Trading', children: [{ label: 'Spot', href: '/cabinet/spot' }] }],
        footer: [{ title: 'Legal', links: [{ label: 'AML', href: '/legal/aml' }] }],
      },
    });
    expect(site.navigation?.header[0]?.children[0]?.href).toBe('/cabinet/spot');
  });

  it('drops a malformed menu instead of the whole site record', () => {
    const site = siteSchema.parse({ id: 1, title: 'Acme', theme: 'simple', navigation: { header: [{ label: '' }] } });
    expect(site).toMatchObject({ title: 'Acme', theme: 'simple', navigation: undefined });
  });
});
