import type { Payload } from './sites-data';

/**
 * Tells the running product about a change this process made in the database: the CMS drops its
 * read cache first (so the site cannot refetch the old answer), then the site drops its copies.
 * The change hooks fire-and-forget this; the CLI awaits it because it exits right after. Answers
 * whether the site took it (false when the product is not running: it reads the change at start).
 */
export async function notifyRunningSite(payload: Payload, change: { collection: string; id?: string | number }): Promise<boolean> {
  const { clearServerCache } = await import('@bourse/cms');
  await clearServerCache('cms', '{}');
  const site = await clearServerCache('site', JSON.stringify(change));
  const ok = !('error' in site) && site.status >= 200 && site.status < 300;
  if (!ok) payload.logger.debug(`site not told of the change: ${'error' in site ? site.error : `HTTP ${site.status}`}`);
  return ok;
}
