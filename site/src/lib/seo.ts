import * as z from 'zod';
import { articleImageSchema, responsiveImage, type ArticleImageRecord } from './article-image';

/**
 * A document's SEO group as the CMS answers it (pages, posts, news, research). Every field is
 * optional; a malformed group reads as empty rather than failing the page.
 */
export const seoSchema = z
  .object({
    title: z.string().nullish(),
    description: z.string().nullish(),
    image: articleImageSchema,
    noindex: z.boolean().nullish(),
    canonical: z.string().nullish(),
  })
  .nullish()
  .catch(null);
export type SeoRecord = z.infer<typeof seoSchema>;

export type HeadFacts = { title: string; description?: string; noindex: boolean; canonical?: string; image?: string };

const filled = (text: string | null | undefined) => (text && text.trim() ? text.trim() : undefined);

/**
 * The head of a page from its SEO group over the page's own facts: the meta title replaces the
 * heading part of the title (the site's name stays after it), the meta description the excerpt,
 * the SEO picture's 1200x630 copy the article's, noindex adds to the page's own, and a canonical
 * address (http(s) only) replaces the page's own.
 *
 * @example
 * headFacts({ title: 'Fees' }, { heading: 'Fees', siteTitle: 'Bourse', noindex: false });
 * // { title: 'Fees · Bourse', description: undefined, noindex: false, canonical: undefined, image: undefined }
 */
export function headFacts(
  seo: SeoRecord,
  own: { heading?: string; siteTitle: string; description?: string; noindex: boolean; image?: ArticleImageRecord; isHome?: boolean },
): HeadFacts {
  const heading = filled(seo?.title) ?? own.heading;
  const canonical = filled(seo?.canonical);
  return {
    title: own.isHome && !filled(seo?.title) ? own.siteTitle : heading ? `${heading} · ${own.siteTitle}` : own.siteTitle,
    description: filled(seo?.description) ?? own.description,
    noindex: own.noindex || seo?.noindex === true,
    canonical: canonical && /^https?:\/\/[^\s/]+(\/\S*)?$/.test(canonical) ? canonical : undefined,
    image: responsiveImage(seo?.image)?.ogUrl ?? responsiveImage(own.image ?? null)?.ogUrl,
  };
}
