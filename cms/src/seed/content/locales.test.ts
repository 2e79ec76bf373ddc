import { describe, expect, it } from 'vitest';
import { locales } from '../../locales';
import { newsSeeds, postSeeds, researchSeeds } from './articles';
import { coinSeeds } from './coins';
import { faqEntries } from './faq-entries';
import { pageSeeds } from './pages';

/**
 * Every language of the seeded site is complete: each page has the same blocks as English in the
 * same order, every text is written, and no text is English left untranslated. A translator who
 * adds a block to English only, or pastes the English text, fails here before a visitor sees it.
 */
const others = locales.filter((l) => l !== 'en');

/** Fields that hold addresses, identifiers or settings: the same in every language by design. */
const sameEverywhere = new Set(['blockType', 'widget', 'kind', 'category', 'anchor', 'source', 'href', 'ctaHref', 'buttonHref']);

/** Names that stay as they are in every language: products, brands, loanwords the trade uses. */
const names = new Set([
  'Launchpad',
  'Launchpool',
  'Megadrop',
  'Pay',
  'NFT',
  'BNB Chain',
  'Earn',
  'Futures',
  'Blog',
  'Wallet',
  'Token',
  'Status',
  'Trading',
  'E-mail',
  'Fan tokens',
  '24 h',
  'Gold (XAU/USD)',
]);

/** Figures, tickers and codes (no lowercase word in them) need no translation: '2M+', 'USDⓈ-M', 'VIP 0'. */
const isFigureOrCode = (text: string) => !/\p{Ll}{2,}/u.test(text) || /^(https?:|mailto:|\/)/.test(text);

type Leaf = { path: string; value: unknown };
function leaves(value: unknown, path = ''): Leaf[] {
  if (Array.isArray(value))
    return [{ path: `${path}.length`, value: value.length }, ...value.flatMap((v, i) => leaves(v, `${path}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [{ path, value }];
}

/** What a translation must not be: empty, or the English text where a translation belongs. */
function problems(en: unknown, other: unknown): string[] {
  const theirs = new Map(leaves(other).map((l) => [l.path, l.value]));
  const found: string[] = [];
  for (const { path, value } of leaves(en)) {
    const field = path
      .split('.')
      .pop()!
      .replace(/\[\d+\]$/, '');
    const translated = theirs.get(path);
    if (field === 'markdown') continue; // compared whole below, by its outline
    if (typeof value !== 'string') {
      if (translated !== value) found.push(`${path}: ${JSON.stringify(translated)} where English has ${JSON.stringify(value)}`);
    } else if (typeof translated !== 'string' || !translated.trim()) found.push(`${path}: missing`);
    else if (sameEverywhere.has(field)) {
      if (translated !== value) found.push(`${path}: ${translated} where English has ${value}`);
    } else if (translated === value && !names.has(value) && !isFigureOrCode(value)) found.push(`${path}: English text "${value}"`);
  }
  return found;
}

/** A markdown body translated whole keeps its sections and list items. */
const outline = (markdown: string) => ({
  headings: (markdown.match(/^#+ /gm) ?? []).length,
  items: (markdown.match(/^(- |\d+\. )/gm) ?? []).length,
});

describe('seeded pages in every language', () => {
  for (const locale of others) {
    it(`${locale}: every page has the English blocks, in order, with every text translated`, () => {
      const found: string[] = [];
      for (const [slug, page] of Object.entries(pageSeeds)) {
        const en = page.en;
        const other = page[locale];
        const types = (p: typeof en) => p.layout.map((b) => b.blockType).join(', ');
        if (types(other) !== types(en)) {
          found.push(`${slug}: blocks [${types(other)}] where English has [${types(en)}]`);
          continue;
        }
        found.push(...problems(en, other).map((p) => `${slug}: ${p}`));
        en.layout.forEach((block, i) => {
          const theirs = other.layout[i]!;
          if (!('markdown' in block) || !('markdown' in theirs)) return;
          if (theirs.markdown === block.markdown) found.push(`${slug}: layout[${i}] markdown is the English text`);
          else expect.soft(outline(theirs.markdown), `${slug} (${locale}) sections and list items`).toEqual(outline(block.markdown));
        });
      }
      expect(found).toEqual([]);
    });

    it(`${locale}: every FAQ entry, coin description and blog, news and research entry is translated`, () => {
      const found = faqEntries.flatMap((e) =>
        problems({ q: e.texts.en }, { q: e.texts[locale] }).map((p) => `faq "${e.texts.en[0]}": ${p}`),
      );
      found.push(...coinSeeds.flatMap((c) => problems(c.description.en, c.description[locale]).map((p) => `coin ${c.symbol}: ${p}`)));
      for (const a of [...postSeeds, ...newsSeeds, ...researchSeeds]) {
        const texts = (l: typeof locale | 'en') => ({
          title: a.title[l],
          ...('body' in a ? { excerpt: a.excerpt[l], body: a.body[l] } : { summary: a.summary[l] }),
        });
        found.push(...problems(texts('en'), texts(locale)).map((p) => `article ${a.slug}: ${p}`));
      }
      expect(found).toEqual([]);
    });
  }

  it('the check itself catches a missing block, an empty text and English left in place', () => {
    const en = {
      layout: [
        { blockType: 'hero', heading: 'Trade crypto', subheading: 'Fees from 0.1%' },
        { blockType: 'stats', items: [{ value: '2M+', label: 'customers' }] },
      ],
    };
    expect(problems(en, { layout: [{ blockType: 'hero', heading: 'Krypto handeln', subheading: 'Gebühren ab 0,1 %' }] })).toContain(
      'layout.length: 1 where English has 2',
    );
    const copied = problems(en, {
      layout: [
        { blockType: 'hero', heading: 'Trade crypto', subheading: '' },
        { blockType: 'stats', items: [{ value: '2M+', label: 'Kunden' }] },
      ],
    });
    expect(copied).toEqual(['layout[0].heading: English text "Trade crypto"', 'layout[0].subheading: missing']);
  });
});
