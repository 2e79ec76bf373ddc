import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { withPublicReadCache } from '../../../../http/public-read-cache';

const payloadGet = REST_GET(config);

/** Anonymous reads of published content go through a one-second cache (see public-read-cache.ts). */
export const GET = (request: Request, context: { params: Promise<{ slug: string[] }> }) =>
  withPublicReadCache(request, () => payloadGet(request, context));
export const POST = REST_POST(config);
export const DELETE = REST_DELETE(config);
export const PATCH = REST_PATCH(config);
export const PUT = REST_PUT(config);
export const OPTIONS = REST_OPTIONS(config);
