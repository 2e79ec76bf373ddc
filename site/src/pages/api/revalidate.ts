import type { APIRoute } from 'astro';
import { invalidateCms } from '../../lib/cms';
import { handleRevalidate } from '../../lib/revalidate';
import { serverEnv } from '../../lib/server-env';

/**
 * POST /api/revalidate with `Authorization: Bearer <REVALIDATE_SECRET>` and an optional JSON body
 * `{ collection?, slug? }`. Called by the CMS after a publish and by `bourse theme use`, so the
 * change shows on the next request instead of after the five-minute cache.
 */
export const POST: APIRoute = async ({ request }) => {
  const { status, body } = handleRevalidate(
    { authorization: request.headers.get('authorization'), body: await request.text() },
    { secret: serverEnv().REVALIDATE_SECRET, invalidate: invalidateCms },
  );
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
};
