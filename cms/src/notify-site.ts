import type { Payload } from 'payload';
import { publicReadCache } from './http/public-read-cache';
import { readSecrets } from './secrets';

export type ContentChange = { collection: string; slug?: string; id?: string | number };

/**
 * Tells the site to drop its cached copy of changed content, so editors see a change on the next
 * request instead of after the 5-minute cache. Authenticated with the shared REVALIDATE_SECRET.
 * A site that is down is not an error for the editor: its cache expires on its own.
 */
export async function notifySite(payload: Payload, change: ContentChange): Promise<void> {
  // First this process's own one-second read cache, so the site's refetch cannot get the old answer.
  publicReadCache().clear();
  const siteUrl = process.env.SITE_INTERNAL_URL ?? `http://127.0.0.1:${process.env.SITE_PORT ?? 4321}`;
  try {
    const res = await fetch(new URL('/api/revalidate', siteUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${readSecrets().revalidateSecret}`,
      },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) payload.logger.warn(`site cache invalidation answered ${res.status} for ${change.collection}`);
  } catch (error) {
    payload.logger.info(`site not reachable for cache invalidation (${change.collection}): ${(error as Error).message}`);
  }
}
