import { contentPages, locales } from '@bourse/themes';
import { alternates, localizedHref } from './locale';

/** Every public page a search engine should know: the site's content pages (the cabinet, account forms, clear-cache and API are left out). */
export const sitemapSlugs: readonly string[] = contentPages;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: one <url> per page and language, each listing its hreflang alternates.
 * @example buildSitemap('https://bourse.example') // '<?xml …<loc>https://bourse.example/</loc>…'
 */
export function buildSitemap(origin: string, slugs: readonly string[] = sitemapSlugs): string {
  const urls = slugs.flatMap((slug) => {
    const links = alternates(slug, origin)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return locales.map((locale) => `<url><loc>${escapeXml(new URL(localizedHref(slug, locale), origin).href)}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public is crawlable; the cabinet and the API are not. */
export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /cabinet\nDisallow: /api/\nDisallow: /clear-cache\n\nSitemap: ${origin}/sitemap.xml\n`;
}
