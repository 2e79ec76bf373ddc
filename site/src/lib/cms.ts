import { createCmsClient } from './cms-client';
import type { RevalidateBody } from './revalidate';
import { revalidationScope } from './revalidate';
import { serverEnv } from './server-env';

/**
 * The process-wide CMS client. One instance per server process, so its cache is shared by every
 * request; created on first use so the environment is read at run time.
 */
let client: ReturnType<typeof createCmsClient> | undefined;

export function cms() {
  client ??= createCmsClient({ baseUrl: serverEnv().CMS_INTERNAL_URL });
  return client;
}

/** Drops what a revalidate call names; returns how many cached copies were dropped. */
export function invalidateCms(body: RevalidateBody): number {
  const keys = revalidationScope(body);
  if (!keys) return cms().invalidate();
  return keys.reduce((dropped, key) => dropped + cms().invalidate(key), 0);
}
