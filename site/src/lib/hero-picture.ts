import { responsiveImage } from './article-image';
import type { Block } from './blocks-schema';

/** The width the hero's picture is drawn at: 560 px beside the heading on wide screens, the screen less its margins on phones. */
export const HERO_PICTURE_SIZES = '(min-width: 1024px) 560px, calc(100vw - 32px)';

/** What a `<link rel="preload" as="image">` needs to fetch the copy the page's `<picture>` will pick. */
export type ImagePreload = { href: string; srcset: string; sizes: string; type: 'image/avif' | 'image/webp' };

/**
 * The preload of a page's hero picture when the page opens with one (it is the largest paint of
 * the first screen on a phone): the same candidates and sizes as the picture's first source, so
 * the browser fetches, from the head, the very copy the picture shows, before it has read the body.
 * Only the first source's format: a browser that reads AVIF would otherwise fetch both.
 * @example heroPreloadOf(page.layout) // { href: '…-768x320.webp', srcset: '…-768x320.webp 768w, …', sizes: HERO_PICTURE_SIZES, type: 'image/webp' }
 */
export function heroPreloadOf(layout: readonly Block[]): ImagePreload | undefined {
  const first = layout[0];
  const picture = first?.blockType === 'hero' ? responsiveImage(first.image) : undefined;
  if (!picture) return undefined;
  return picture.avifSrcset
    ? { href: picture.src, srcset: picture.avifSrcset, sizes: HERO_PICTURE_SIZES, type: 'image/avif' }
    : { href: picture.src, srcset: picture.srcset, sizes: HERO_PICTURE_SIZES, type: 'image/webp' };
}
