import { describe, expect, it } from 'vitest';
import { headFacts, seoSchema } from './seo';

const picture = (name: string) => ({
  alt: name,
  url: `/api/media/file/${name}.png`,
  mimeType: 'image/png',
  width: 2000,
  height: 1200,
  sizes: { og: { url: `/api/media/file/${name}-1200x630.jpg`, width: 1200, height: 630, mimeType: 'image/jpeg' } },
});

describe("a page's head from its SEO group", () => {
  it("keeps the page's own facts when the group is empty or missing", () => {
    for (const seo of [undefined, null, {}, { title: '  ', description: '' }]) {
      expect(
        headFacts(seoSchema.parse(seo), { heading: 'Fees', siteTitle: 'Bourse', description: 'What trading costs', noindex: false }),
      ).toEqual({
        title: 'Fees · Bourse',
        description: 'What trading costs',
        noindex: false,
        canonical: undefined,
        image: undefined,
      });
    }
  });

  it('uses the meta title, description, picture, noindex and canonical address the editor set', () => {
    const seo = seoSchema.parse({
      title: 'Trading fees from 0.1%',
      description: 'Maker and taker fees for every pair.',
      image: picture('fees'),
      noindex: true,
      canonical: 'https://broker.example/fees',
    });
    expect(headFacts(seo, { heading: 'Fees', siteTitle: 'Bourse', description: 'x', noindex: false, image: picture('article') })).toEqual({
      title: 'Trading fees from 0.1% · Bourse',
      description: 'Maker and taker fees for every pair.',
      noindex: true,
      canonical: 'https://broker.example/fees',
      image: '/api/media/file/fees-1200x630.jpg',
    });
  });

  it("falls back to the article's picture, keeps the home title, and refuses a canonical that is not http(s)", () => {
    const seo = seoSchema.parse({ canonical: 'javascript:alert(1)' });
    expect(headFacts(seo, { heading: 'Home', siteTitle: 'Bourse', noindex: false, isHome: true, image: picture('article') })).toMatchObject(
      {
        title: 'Bourse',
        canonical: undefined,
        image: '/api/media/file/article-1200x630.jpg',
      },
    );
    expect(headFacts(seoSchema.parse('broken'), { siteTitle: 'Bourse', noindex: true })).toMatchObject({ title: 'Bourse', noindex: true });
  });
});
