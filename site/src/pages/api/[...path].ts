import type { APIRoute } from 'astro';
import { proxyToCms } from '../../lib/session-proxy';

/**
 * Every `{site}/api/*` address without a page of its own: the browser's same-origin door to the
 * CMS account API, open only for the routes listed in lib/account-routes.ts (404 for the rest).
 */
export const ALL: APIRoute = (context) => proxyToCms(context);
