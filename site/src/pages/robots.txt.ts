import type { APIRoute } from 'astro';
import { cms } from '../lib/cms';
import { buildRobots } from '../lib/sitemap';

export const GET: APIRoute = async ({ url }) => {
  const site = await cms().getActiveSite();
  const origin = URL.canParse(site.url) ? new URL(site.url).origin : url.origin;
  return new Response(buildRobots(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
