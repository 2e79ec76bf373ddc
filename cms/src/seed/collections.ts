import { locales, type Locale } from '../locales';
import { coinSeeds } from './content/coins';
import { faqEntries } from './content/faq-entries';
import { newsSeeds, postSeeds, researchSeeds, type ArticleSeed } from './content/articles';
import { pageSeeds } from './content/pages';
import { makePdf } from './pdf';
import { coinPicture, featurePictures, heroPicture, researchPicture, seedPicture } from './pictures';
import { quiet, upsertLocalized, type SeedContext } from './records';

const toLayout = (ctx: SeedContext, layout: Array<{ blockType: string; markdown?: string }>) =>
  layout.map(({ markdown, ...block }) => (block.blockType === 'richText' ? { ...block, content: ctx.markdown(markdown ?? '') } : block));

type Pictures = { hero: number | string; features: Array<number | string> };

/** The home page's hero and feature cards get the seed's pictures, in every language. */
const withPictures = (layout: Array<Record<string, unknown>>, pictures: Pictures) =>
  layout.map((block) => {
    if (block.blockType === 'hero') return { ...block, image: pictures.hero };
    if (block.blockType !== 'features' || !Array.isArray(block.items)) return block;
    return { ...block, items: block.items.map((item: object, i: number) => ({ ...item, image: pictures.features[i] })) };
  });

const englishFirst: Locale[] = ['en', ...locales.filter((l) => l !== 'en')];

export async function seedPages(ctx: SeedContext): Promise<void> {
  // One upload at a time: SQLite takes one write transaction at once.
  const pictures: Pictures = { hero: await seedPicture(ctx, heroPicture, 'page home'), features: [] };
  for (const spec of featurePictures) pictures.features.push(await seedPicture(ctx, spec, 'page home'));
  for (const [slug, byLocale] of Object.entries(pageSeeds)) {
    const layoutOf = (l: Locale) => {
      const layout = toLayout(ctx, byLocale[l].layout);
      return slug === 'home' ? withPictures(layout, pictures) : layout;
    };
    // English first: it makes the page's one block structure, which the other languages fill with
    // their words (shareRows keeps the rows' ids, so a translation lands in the same blocks).
    const data = Object.fromEntries(
      englishFirst.map((l) => [l, { slug, title: byLocale[l].title, description: byLocale[l].description, layout: layoutOf(l) }]),
    );
    await upsertLocalized(ctx, {
      collection: 'pages',
      where: { slug: { equals: slug } },
      label: `page ${slug} (${locales.join(', ')})`,
      byLocale: data,
      drafts: true,
      shareRows: true,
    });
  }
}

export async function seedFaq(ctx: SeedContext): Promise<void> {
  for (const [i, { category, texts, keywords }] of faqEntries.entries()) {
    const rows = keywords.map((keyword) => ({ keyword }));
    // English first: it creates the record that the other languages translate.
    const byLocale = Object.fromEntries(
      englishFirst.map((l) => [l, { question: texts[l][0], answer: texts[l][1], keywords: rows }]),
    ) as unknown as Record<Locale, Record<string, unknown>>;
    byLocale.en = { ...byLocale.en, category, order: (i + 1) * 10 };
    await upsertLocalized(ctx, {
      collection: 'faq',
      where: { question: { equals: texts.en[0] } },
      label: `faq "${texts.en[0]}"`,
      byLocale,
    });
  }
}

export async function seedCoins(ctx: SeedContext): Promise<void> {
  for (const { description, tags, ...coin } of coinSeeds) {
    const byLocale = Object.fromEntries(locales.map((l) => [l, { description: description[l] }])) as unknown as Record<
      Locale,
      Record<string, unknown>
    >;
    const logo = await seedPicture(ctx, coinPicture(coin.symbol, coin.name), `coin ${coin.symbol}`);
    byLocale.en = { ...coin, logo, tags: tags.map((tag) => ({ tag })), description: description.en };
    await upsertLocalized(ctx, {
      collection: 'coins',
      where: { symbol: { equals: coin.symbol } },
      label: `coin ${coin.symbol}`,
      byLocale: { en: byLocale.en, ru: byLocale.ru, de: byLocale.de, es: byLocale.es },
    });
  }
}

const article = (ctx: SeedContext, a: ArticleSeed, l: Locale) => ({
  title: a.title[l],
  excerpt: a.excerpt[l],
  content: ctx.markdown(a.body[l]),
});

const others = locales.filter((l) => l !== 'en');
/** The languages after English, which creates the record. */
const translations = (ctx: SeedContext, a: ArticleSeed) => Object.fromEntries(others.map((l) => [l, article(ctx, a, l)]));

export async function seedArticles(ctx: SeedContext): Promise<void> {
  for (const post of postSeeds) {
    const { slug, category, tags, readingMinutes, author, publishedAt } = post;
    await upsertLocalized(ctx, {
      collection: 'posts',
      where: { slug: { equals: slug } },
      label: `post ${slug}`,
      drafts: true,
      byLocale: {
        en: { ...article(ctx, post, 'en'), slug, category, readingMinutes, author, publishedAt, tags: tags.map((tag) => ({ tag })) },
        ...translations(ctx, post),
      },
    });
  }
  for (const item of newsSeeds) {
    await upsertLocalized(ctx, {
      collection: 'news',
      where: { slug: { equals: item.slug } },
      label: `news ${item.slug}`,
      drafts: true,
      byLocale: {
        en: { ...article(ctx, item, 'en'), slug: item.slug, author: item.author, publishedAt: item.publishedAt },
        ...translations(ctx, item),
      },
    });
  }
  for (const [index, report] of researchSeeds.entries()) {
    const filename = `${report.slug}.pdf`;
    const existing = await ctx.payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0 });
    const data = makePdf(report.pdfLines);
    const file =
      existing.docs[0] ??
      (await ctx.payload.create({
        collection: 'media',
        data: { alt: report.title.en },
        file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
        context: quiet,
      }));
    const { slug, category, author, publishedAt } = report;
    const image = await seedPicture(ctx, researchPicture(slug, report.title.en, index), `research ${slug}`);
    await upsertLocalized(ctx, {
      collection: 'research',
      where: { slug: { equals: slug } },
      label: `research ${slug}`,
      drafts: true,
      byLocale: {
        en: { title: report.title.en, summary: report.summary.en, slug, category, author, publishedAt, file: file.id, image },
        ...Object.fromEntries(others.map((l) => [l, { title: report.title[l], summary: report.summary[l] }])),
      },
    });
  }
}
