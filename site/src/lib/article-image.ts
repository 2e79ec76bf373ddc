import * as z from 'zod';
import { safeHref } from './safe-url';

/** One resized copy as the CMS describes it (Payload's image sizes). */
const copy = z
  .object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish(), mimeType: z.string().nullish() })
  .nullish();

/**
 * An article's picture as the CMS answers it at depth 1: the upload with its alt text and resized
 * copies. Anything else (an id at depth 0, a document, a broken record) reads as no picture.
 */
export const articleImageSchema = z
  .object({
    alt: z.string().nullish(),
    url: z.string().nullish(),
    mimeType: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    sizes: z.object({ thumbnail: copy, card: copy, hero: copy, cardAvif: copy, heroAvif: copy, og: copy }).partial().nullish(),
  })
  .nullish()
  .catch(null);
export type ArticleImageRecord = z.infer<typeof articleImageSchema>;

/**
 * A picture field of a page block as the CMS answers it: the upload at depth 1, or only its id
 * (deeper in a response than the depth asked for), which reads as no picture.
 */
export const blockPictureSchema = z
  .unknown()
  .transform((value) => articleImageSchema.parse(value))
  .optional();

/** The widest copy the CMS makes (its `hero` size); an original at least this wide always has it. */
const HERO_WIDTH = 1600;

export type ResponsiveImage = {
  src: string;
  srcset: string;
  /** The AVIF copies as a srcset, for a <picture>'s first <source>; absent when none were made. */
  avifSrcset?: string;
  width: number;
  height: number;
  alt: string;
  ogUrl?: string;
};

type Copy = NonNullable<NonNullable<NonNullable<ArticleImageRecord>['sizes']>['card']>;
/** The copies of one format as srcset candidates, those with a safe address and a width only. */
const candidatesOf = (copies: Array<Copy | null | undefined>, mimeType: string) =>
  copies
    .map((c) => (c?.width && c.mimeType === mimeType ? { url: safeHref(c.url), width: c.width } : undefined))
    .filter((c): c is { url: string; width: number } => Boolean(c?.url));
const srcsetOf = (candidates: Array<{ url: string; width: number }>) => candidates.map((c) => `${c.url} ${c.width}w`).join(', ');

/**
 * What a `<picture>` needs: the AVIF copies for its source, the WebP copies as a width-described srcset (the browser picks by its
 * width and pixel density), a src for the oldest browsers, the intrinsic size (so nothing moves
 * while it loads) and the alt text. Undefined without a usable image.
 *
 * @example
 * responsiveImage({ alt: 'Chart', url: '/api/media/file/a.png', mimeType: 'image/png', width: 2000, height: 1200,
 *   sizes: { card: { url: '/api/media/file/a-768x461.webp', width: 768, height: 461 } } });
 * // { src: '/api/media/file/a-768x461.webp', srcset: '/api/media/file/a-768x461.webp 768w', width: 2000, height: 1200, alt: 'Chart' }
 */
export function responsiveImage(record: ArticleImageRecord): ResponsiveImage | undefined {
  if (!record?.mimeType?.startsWith('image/')) return undefined;
  const original = safeHref(record.url);
  if (!original || !record.width || !record.height) return undefined;
  // The card and hero copies keep the original's proportions (the thumbnail is cropped to 4:3).
  const copies = candidatesOf([record.sizes?.card, record.sizes?.hero], 'image/webp');
  const avif = candidatesOf([record.sizes?.cardAvif, record.sizes?.heroAvif], 'image/avif');
  // An original narrower than the hero copy's 1600 px gets no hero copy (no upscaling): it joins
  // the srcset itself, so wide screens still get its full resolution.
  const largest = Math.max(0, ...copies.map((c) => c.width));
  if (largest < Math.min(record.width, HERO_WIDTH)) copies.push({ url: original, width: record.width });
  // AVIF only where it covers the same widths: otherwise a browser that reads AVIF would get a
  // blurrier picture than one that reads only WebP.
  const avifCovers = avif.length > 0 && Math.max(...avif.map((c) => c.width)) >= Math.max(...copies.map((c) => c.width));
  return {
    src: copies[0]?.url ?? original,
    srcset: srcsetOf(copies),
    ...(avifCovers ? { avifSrcset: srcsetOf(avif) } : {}),
    width: record.width,
    height: record.height,
    alt: record.alt ?? '',
    ogUrl: safeHref(record.sizes?.og?.url),
  };
}
