import type { APIRoute } from 'astro';
import { cms } from '../lib/cms';
import { buildSitemap } from '../lib/sitemap';

/** The site's configured URL is the canonical host; the request's origin stands in until one is set. */
export const GET: APIRoute = async ({ url }) => {
  const site = await cms().getActiveSite();
  const origin = URL.canParse(site.url) ? new URL(site.url).origin : url.origin;
  return new Response(buildSitemap(origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
