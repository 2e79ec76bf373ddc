import { createCmsClient } from './cms-client';
import { createHtmlCache } from './html-cache';
import { offerCachedPages } from './page-fast-path';
import type { RevalidateBody } from './revalidate';
import { revalidationScope } from './revalidate';
import { noteRead } from './render-reads';
import { serverEnv } from './server-env';

/**
 * The process-wide CMS client. One instance per server process, so its cache is shared by every
 * request; created on first use so the environment is read at run time.
 */
let client: ReturnType<typeof createCmsClient> | undefined;

export function cms() {
  client ??= createCmsClient({ baseUrl: serverEnv().CMS_INTERNAL_URL, onRead: noteRead });
  return client;
}

/** The process-wide cache of rendered anonymous pages (see html-cache.ts). */
export const htmlCache = createHtmlCache({ maxEntries: 500, maxBytes: 32 * 1024 * 1024, now: Date.now });
// server.mjs answers its hits before Astro runs.
offerCachedPages(htmlCache);

/**
 * Drops what a revalidate call names, in the CMS data cache and in the pages rendered from it;
 * returns how many cached CMS copies were dropped.
 */
export function invalidateCms(body: RevalidateBody): number {
  const keys = revalidationScope(body);
  htmlCache.invalidate(keys);
  if (!keys) return cms().invalidate();
  return keys.reduce((dropped, key) => dropped + cms().invalidate(key), 0);
}
