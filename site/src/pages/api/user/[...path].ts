import type { APIRoute } from 'astro';
import { proxyToCms } from '../../../lib/session-proxy';

/** `{site}/api/user/*`: the signed-in trader's profile, through the site's origin. */
export const ALL: APIRoute = (context) => proxyToCms(context, 'user');
