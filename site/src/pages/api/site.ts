import type { APIRoute } from 'astro';
import { isLocale } from '@bourse/themes';
import { cms } from '../../lib/cms';

/**
 * GET /api/site?locale=xx: the active site configuration as the browser keeps it (siteData),
 * served from the site's own 5-minute cache so browsers never hit the CMS directly.
 */
export const GET: APIRoute = async ({ url }) => {
  const requested = url.searchParams.get('locale');
  const site = await cms().getActiveSite(isLocale(requested) ? requested : 'en');
  const { id, url: siteUrl, title, name, siteName, description, theme, isDefault, isActive, updatedAt } = site;
  return Response.json(
    { id, url: siteUrl, title, name, siteName, description, theme, isDefault, isActive, updatedAt },
    { headers: { 'cache-control': 'public, max-age=60' } },
  );
};
