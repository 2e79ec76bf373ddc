/**
 * A stand-in CMS speaking the CMS's REST contract (site/active with navigation, pages with
 * every block type, faq, posts, news, research), for rendering the site without Payload:
 *   pnpm exec tsx test/fake-cms.ts 3999   then   CMS_INTERNAL_URL=http://127.0.0.1:3999 node dist/server/entry.mjs
 * THEME=simple picks the active theme.
 */
import { createServer } from 'node:http';
import { contentPages } from '@bourse/themes';

const slugs = contentPages;
const titleOf = (slug: string, locale: string) => `${locale === 'ru' ? 'Страница' : 'Page'} ${slug}`;

function layoutOf(slug: string, locale: string): object[] {
  const hero = {
    blockType: 'hero',
    heading: `${titleOf(slug, locale)} heading`,
    subheading: 'Fast withdrawals, 0% transaction fees, 24-hour availability.',
    ctaLabel: 'Start',
    ctaHref: '/register',
  };
  const extra: Record<string, object[]> = {
    home: [
      {
        blockType: 'stats',
        items: [
          { value: '200+', label: 'cities' },
          { value: '2M+', label: 'customers' },
          { value: '500+', label: 'companies' },
        ],
      },
      { blockType: 'widget', widget: 'tickerStrip' },
      { blockType: 'features', heading: 'Why us', items: [{ title: 'Low fees', text: 'From 0.1%' }] },
      { blockType: 'feed', source: 'news', heading: 'Latest news', limit: 3 },
      { blockType: 'cta', heading: 'Ready?', buttonLabel: 'Register', buttonHref: '/register' },
    ],
    faq: [
      { blockType: 'faqList', heading: 'Trading', category: 'trading' },
      { blockType: 'faqList', heading: 'All' },
    ],
    blog: [{ blockType: 'feed', source: 'posts', heading: 'Blog' }],
    news: [{ blockType: 'feed', source: 'news', heading: 'News' }],
    research: [{ blockType: 'feed', source: 'research', heading: 'Research' }],
    vip: [
      {
        blockType: 'table',
        kind: 'vip',
        heading: 'VIP levels',
        columns: [{ label: 'Level' }, { label: 'Maker fee' }],
        rows: [{ cells: [{ value: 'VIP 1' }, { value: '0.09%' }] }],
      },
    ],
    currency: [
      { blockType: 'widget', widget: 'converter', heading: 'Converter' },
      { blockType: 'steps', heading: 'How it works', items: [{ title: 'Pick' }, { title: 'Convert' }, { title: 'Done' }] },
      { blockType: 'appSection', heading: 'Trade on the go', bullets: [{ text: 'iOS' }] },
    ],
    earn: [{ blockType: 'widget', widget: 'earnProducts', heading: 'Products' }],
    'buy-crypto': [{ blockType: 'widget', widget: 'swap', heading: 'Swap' }],
    'bonus-center': [{ blockType: 'widget', widget: 'bonusCenter', heading: 'Bonus centre' }],
    futures: [
      { blockType: 'riskWarning', text: 'Futures trading carries a high risk.' },
      {
        blockType: 'services',
        items: [
          { title: 'USDⓈ-M', href: '/futures/usd-m', linkLabel: 'Open' },
          { title: 'COIN-M', href: '/futures/coin-m' },
        ],
      },
    ],
    more: [
      {
        blockType: 'productGroups',
        groups: [{ title: 'Trading and investment', items: [{ label: 'VIP & Institutional', href: '/vip' }] }],
      },
    ],
  };
  const legal = { blockType: 'richText', html: `<h2>${slug}</h2><p>Users must be at least 18 years old.</p>` };
  return [hero, ...(extra[slug] ?? [legal]), { blockType: 'carousel', items: [] }];
}

const faq = [
  {
    id: 1,
    question: 'How long does verification take?',
    answer: '1-3 business days.',
    category: 'security',
    keywords: [{ keyword: 'kyc' }],
  },
  { id: 2, question: 'What are the spot fees?', answer: 'From 0.1%.', category: 'trading', keywords: [] },
];
const posts = [
  {
    id: 1,
    title: 'Fees explained',
    slug: 'fees-explained',
    excerpt: 'How fees work',
    category: 'Guides',
    tags: [{ tag: 'fees' }],
    readingMinutes: 4,
    author: 'Ana',
    publishedAt: '2026-03-05T10:00:00Z',
    html: '<p>Body of the post.</p>',
  },
];
const news = [
  {
    id: 1,
    title: 'New listing',
    slug: 'new-listing',
    excerpt: 'SOL pairs',
    author: 'Desk',
    publishedAt: '2026-03-01T10:00:00Z',
    html: '<p>News body.</p>',
  },
];
const research = [
  {
    id: 1,
    title: 'BTC Q3',
    slug: 'btc-q3',
    summary: 'Quarterly',
    file: { url: '/media/q3.pdf', filename: 'q3.pdf', mimeType: 'application/pdf' },
    fileSize: 2_621_440,
    author: 'Lab',
    category: 'Reports',
    publishedAt: '2026-02-01T10:00:00Z',
    html: '<p>Research body.</p>',
  },
];
const lists: Record<string, Array<{ slug?: string; category?: string }>> = { faq, posts, news, research };

const port = Number(process.argv[2] ?? 3999);
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const locale = url.searchParams.get('locale') ?? 'en';
  const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname === '/api/site/active') {
    return send({
      success: true,
      data: {
        id: 1,
        url: '',
        title: 'Bourse Exchange International',
        name: 'Bourse',
        theme: process.env.THEME ?? 'exchange',
        isDefault: true,
        isActive: true,
      },
    });
  }
  if (url.pathname === '/api/pages') {
    const slug = url.searchParams.get('where[slug][equals]') ?? '';
    return send({
      docs: slugs.includes(slug)
        ? [{ id: slug, slug, title: titleOf(slug, locale), description: `About ${slug}`, layout: layoutOf(slug, locale) }]
        : [],
    });
  }
  const collection = lists[url.pathname.replace('/api/', '')];
  if (collection) {
    const slug = url.searchParams.get('where[slug][equals]');
    const category = url.searchParams.get('where[category][equals]');
    return send({ docs: collection.filter((d) => (!slug || d.slug === slug) && (!category || d.category === category)) });
  }
  res.writeHead(404).end('{}');
}).listen(port, '127.0.0.1', () => console.log(`fake CMS on ${port}`));
