import type { APIRoute } from 'astro';
import { proxyToCms } from '../../../lib/session-proxy';

/** `{site}/api/auth/*`: the browser's same-origin door to the CMS account API. */
export const ALL: APIRoute = (context) => proxyToCms(context, 'auth');
