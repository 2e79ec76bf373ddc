import { createHash, timingSafeEqual } from 'node:crypto';
import type { Endpoint } from 'payload';
import { publicReadCache } from '../http/public-read-cache';
import { readSecrets } from '../secrets';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when `authorization` is `Bearer <secret>`, compared in constant time. */
export function bearerMatches(authorization: string | null | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(secret));
}

/**
 * POST /api/read-cache/clear with `Authorization: Bearer <REVALIDATE_SECRET>`: empties this
 * server's cache of anonymous content reads. Changes made in this process clear it directly; the
 * CLI (`bourse seed`, `bourse theme use`) writes to the database from its own process and calls
 * this so visitors see the change at once (see notify-site.ts).
 */
export const readCacheClearEndpoint: Endpoint = {
  path: '/read-cache/clear',
  method: 'post',
  handler: async (req) => {
    if (!bearerMatches(req.headers.get('authorization'), readSecrets().revalidateSecret)) {
      return Response.json({ success: false, error: 'Unauthorized' }, { status: 401 });
    }
    publicReadCache().clear();
    return Response.json({ success: true });
  },
};
