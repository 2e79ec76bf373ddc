import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { siteOrigins } from '../../../../auth/csrf';
import { guardEditorSession } from '../../../../http/editor-cookie';
import { withPublicReadCache } from '../../../../http/public-read-cache';
import { withUploadCheck } from '../../../../http/upload-check';

type Context = { params: Promise<{ slug: string[] }> };
const payloadGet = REST_GET(config);

/**
 * Every method: the admin's cookie counts only on requests from the CMS's own origin, and CORS
 * never says "with credentials" (http/editor-cookie.ts). Anonymous reads of published content go
 * through a short cache (public-read-cache.ts); uploads are checked before Payload parses them
 * (upload-check.ts).
 */
export const GET = guardEditorSession<Context>((request, context) =>
  withPublicReadCache(request, () => payloadGet(request, context), siteOrigins()),
);
export const POST = guardEditorSession<Context>(withUploadCheck(REST_POST(config)));
export const DELETE = guardEditorSession<Context>(REST_DELETE(config));
export const PATCH = guardEditorSession<Context>(withUploadCheck(REST_PATCH(config)));
export const PUT = guardEditorSession<Context>(REST_PUT(config));
export const OPTIONS = guardEditorSession<Context>(REST_OPTIONS(config));
