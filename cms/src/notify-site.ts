import type { Payload } from 'payload';
import { publicReadCache } from './http/public-read-cache';
import { readSecrets } from './secrets';

export type ContentChange = { collection: string; slug?: string; id?: string | number };

/** Next sets NEXT_RUNTIME in the CMS server; the CLI runs Payload without it. */
const insideCmsServer = () => Boolean(process.env.NEXT_RUNTIME);

/** The two caches a change must reach, at the addresses `bourse start` gives the servers. */
const CACHE_ENDPOINTS = {
  cms: () => new URL('/api/read-cache/clear', process.env.CMS_INTERNAL_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 3001}`),
  site: () => new URL('/api/revalidate', process.env.SITE_INTERNAL_URL ?? `http://127.0.0.1:${process.env.SITE_PORT ?? 4321}`),
};

export type CacheClearResult = { url: string } & ({ status: number; answer: Record<string, unknown> } | { error: string });

/**
 * Asks a running server to drop its cache (`cms`: the read cache; `site`: CMS data and pages, or
 * only what `body` names), authenticated with the shared REVALIDATE_SECRET. Never throws: a server
 * that is down comes back as `error`. Used by the change hooks (notifySite) and `bourse cache clear`.
 */
export async function clearServerCache(
  target: keyof typeof CACHE_ENDPOINTS,
  body: string,
  options: { timeoutMs?: number; secret?: string } = {},
): Promise<CacheClearResult> {
  return postWithSecret(CACHE_ENDPOINTS[target], body, options);
}

/**
 * Asks the running CMS to forget the wrong-password lockouts it holds in memory for `email`
 * (`bourse user unlock`); never throws, like clearServerCache.
 */
export async function forgetLoginFailures(email: string, options: { timeoutMs?: number; secret?: string } = {}): Promise<CacheClearResult> {
  return postWithSecret(() => new URL('/api/login-guard/forget', CACHE_ENDPOINTS.cms()), JSON.stringify({ email }), options);
}

// The address is built inside the try: a malformed CMS_INTERNAL_URL or SITE_INTERNAL_URL comes back
// as an error naming it, never as an exception in a change hook.
async function postWithSecret(
  address: () => URL,
  body: string,
  options: { timeoutMs?: number; secret?: string },
): Promise<CacheClearResult> {
  let url: URL;
  try {
    url = address();
  } catch (error) {
    return { url: '(invalid address)', error: `cannot build the server's address: ${(error as Error).message}` };
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.secret ?? readSecrets().revalidateSecret}` },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { url: url.href, status: response.status, answer };
  } catch (error) {
    return { url: url.href, error: (error as Error).message };
  }
}

/**
 * Tells every cache between the database and a visitor that content changed, so editors see a
 * change on the next request instead of after the caches expire: first the CMS's read cache (in this
 * process, or over HTTP when the change was made by the CLI), then the site's 5-minute cache.
 * A server that is down is not an error for the editor: its cache expires on its own.
 */
export async function notifySite(payload: Payload, change: ContentChange): Promise<void> {
  // The CMS cache first, so the site's refetch cannot get the old answer.
  publicReadCache().clear();
  if (!insideCmsServer()) {
    const cms = await clearServerCache('cms', '{}');
    if ('error' in cms) payload.logger.info(`CMS not reachable for cache invalidation: ${cms.error}`);
  }
  const site = await clearServerCache('site', JSON.stringify(change));
  if ('error' in site) payload.logger.info(`site not reachable for cache invalidation (${change.collection}): ${site.error}`);
  else if (site.status < 200 || site.status >= 300)
    payload.logger.warn(`site cache invalidation answered ${site.status} for ${change.collection}`);
}
