import { describe, expect, it } from 'vitest';
import { labelBlockRow, readRichText } from './block-summary';

const lexical = (...paragraphs: string[][]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((parts) => ({ type: 'paragraph', children: parts.map((text) => ({ type: 'text', text })) })),
  },
});

describe('a block row titled by its content', () => {
  it('names a hero, a call to action and an app section by their heading', () => {
    expect(labelBlockRow('Hero', { blockType: 'hero', heading: 'Trade crypto with confidence' })).toBe(
      'Hero: Trade crypto with confidence',
    );
    expect(labelBlockRow('Call to action', { blockType: 'cta', heading: ' Start  trading ' })).toBe('Call to action: Start trading');
    expect(labelBlockRow('App section', { blockType: 'appSection', heading: 'Bourse in your pocket' })).toBe(
      'App section: Bourse in your pocket',
    );
  });

  it('counts the cards, steps and rows that follow a heading, or gives the count alone', () => {
    const items = [{ title: 'Fast' }, { title: 'Safe' }, { title: 'Cheap' }];
    expect(labelBlockRow('Feature cards', { blockType: 'features', heading: 'Why Bourse', items })).toBe(
      'Feature cards: Why Bourse (3 cards)',
    );
    expect(labelBlockRow('Service cards', { blockType: 'services', items: [{ title: 'Spot' }] })).toBe('Service cards: 1 card');
    expect(labelBlockRow('How it works', { blockType: 'steps', heading: 'Start in minutes', items: [] })).toBe(
      'How it works: Start in minutes',
    );
    expect(labelBlockRow('Table', { blockType: 'table', kind: 'vip', rows: [{}, {}] })).toBe('Table: vip table (2 rows)');
  });

  it('reads the first words of rich text, cut with an ellipsis', () => {
    const content = lexical(['Terms of use'], ['These terms govern your use of the Bourse exchange and every service it offers to you.']);
    const label = labelBlockRow('Rich text', { blockType: 'richText', content });
    expect(label.startsWith('Rich text: Terms of use These terms govern')).toBe(true);
    expect(label.endsWith('…')).toBe(true);
    expect(label.length).toBe('Rich text: '.length + 60);
  });

  it('lists stats and product groups, and names FAQ lists, widgets and feeds without a heading', () => {
    expect(
      labelBlockRow('Stats strip', {
        blockType: 'stats',
        items: [
          { value: '$2B', label: '24h volume' },
          { value: '350+', label: 'coins' },
        ],
      }),
    ).toBe('Stats strip: $2B 24h volume, 350+ coins');
    expect(labelBlockRow('Product groups', { blockType: 'productGroups', groups: [{ title: 'Trade' }, { title: 'Earn' }] })).toBe(
      'Product groups: Trade, Earn',
    );
    expect(labelBlockRow('FAQ list', { blockType: 'faqList', category: 'security' })).toBe('FAQ list: Security questions');
    expect(labelBlockRow('FAQ list', { blockType: 'faqList' })).toBe('FAQ list: all questions');
    expect(labelBlockRow('Widget', { blockType: 'widget', widget: 'tickerStrip' })).toBe('Widget: Ticker strip');
    expect(labelBlockRow('Feed', { blockType: 'feed', source: 'news' })).toBe('Feed: latest news');
  });

  it('shows the label alone for an empty block or one it does not know', () => {
    expect(labelBlockRow('Hero', { blockType: 'hero', heading: '' })).toBe('Hero');
    expect(labelBlockRow('Risk warning', { blockType: 'riskWarning' })).toBe('Risk warning');
    expect(labelBlockRow('Gallery', { blockType: 'gallery', heading: 'Photos' })).toBe('Gallery');
    expect(labelBlockRow('Hero', undefined)).toBe('Hero');
  });

  it('joins rich text paragraphs with a space and ignores nodes without text', () => {
    expect(readRichText(lexical(['Fees ', 'apply'], ['to withdrawals']))).toBe('Fees apply to withdrawals');
    expect(readRichText(null)).toBe('');
    expect(readRichText({ root: { children: [{ type: 'horizontalrule' }] } })).toBe('');
  });
});
