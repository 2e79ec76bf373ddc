import { articleImageSchema, responsiveImage, type ResponsiveImage } from './article-image';
import { safeHref } from './safe-url';

/** The site record's picture fields as the site's schema reads them (cms-schema.ts). */
export type SiteImages = { logo?: unknown; thumbnail?: unknown; logoImage?: unknown; socialImage?: unknown };

/** The header's logo as the themes draw it: a srcset when chosen from the media library. */
export type SiteLogo = { src: string; srcset?: string; width?: number; height?: number };

/**
 * The logo for the header: the image chosen in the CMS (its copies as a srcset), else the address
 * typed on older sites, else none (the theme's own mark stays).
 * @example siteLogoOf({ logo: 'https://cdn.example/logo.png' }) // { src: 'https://cdn.example/logo.png' }
 */
export function siteLogoOf(site: SiteImages): SiteLogo | undefined {
  const image: ResponsiveImage | undefined = responsiveImage(articleImageSchema.parse(site.logoImage ?? null));
  if (image) return { src: image.src, srcset: image.srcset, width: image.width, height: image.height };
  const typed = typeof site.logo === 'string' ? safeHref(site.logo) : undefined;
  return typed ? { src: typed } : undefined;
}

/**
 * The default social preview (og:image) for pages without their own picture: the chosen image's
 * 1200x630 copy, else the address the CMS answers as `thumbnail` (a typed one on older sites).
 * @example socialImageOf({ thumbnail: 'https://cdn.example/social.jpg' }) // 'https://cdn.example/social.jpg'
 */
export function socialImageOf(site: SiteImages): string | undefined {
  const image = responsiveImage(articleImageSchema.parse(site.socialImage ?? null));
  if (image) return image.ogUrl ?? image.src;
  return typeof site.thumbnail === 'string' ? safeHref(site.thumbnail) : undefined;
}
