import type { Payload } from 'payload';
import { publicReadCache } from './http/public-read-cache';
import { readSecrets } from './secrets';

export type ContentChange = { collection: string; slug?: string; id?: string | number };

/** Next sets NEXT_RUNTIME in the CMS server; the CLI runs Payload without it. */
const insideCmsServer = () => Boolean(process.env.NEXT_RUNTIME);

async function post(url: URL, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${readSecrets().revalidateSecret}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(2000),
  });
}

/**
 * Tells every cache between the database and a visitor that content changed, so editors see a
 * change on the next request instead of after the caches expire: first the CMS's read cache (in this
 * process, or over HTTP when the change was made by the CLI), then the site's 5-minute cache.
 * Authenticated with the shared REVALIDATE_SECRET. A server that is down is not an error for the
 * editor: its cache expires on its own.
 */
export async function notifySite(payload: Payload, change: ContentChange): Promise<void> {
  // The CMS cache first, so the site's refetch cannot get the old answer.
  publicReadCache().clear();
  if (!insideCmsServer()) {
    const cmsUrl = process.env.CMS_INTERNAL_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 3001}`;
    try {
      await post(new URL('/api/read-cache/clear', cmsUrl), {});
    } catch (error) {
      payload.logger.info(`CMS not reachable for cache invalidation: ${(error as Error).message}`);
    }
  }
  const siteUrl = process.env.SITE_INTERNAL_URL ?? `http://127.0.0.1:${process.env.SITE_PORT ?? 4321}`;
  try {
    const res = await post(new URL('/api/revalidate', siteUrl), change);
    if (!res.ok) payload.logger.warn(`site cache invalidation answered ${res.status} for ${change.collection}`);
  } catch (error) {
    payload.logger.info(`site not reachable for cache invalidation (${change.collection}): ${(error as Error).message}`);
  }
}
