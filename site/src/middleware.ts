import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { createTranslator } from './i18n';
import { cms } from './lib/cms';
import { isForbiddenCrossSiteRequest } from './lib/cross-site';
import { parseLocalePath } from './lib/locale';
import { withHtmlCache } from './lib/page-cache';
import { isServedOverHttps, withSecurityHeaders } from './lib/security-headers';
import { serverEnv } from './lib/server-env';
import { withSession } from './lib/session-guard';
import { localizedCabinetTarget } from './lib/session-paths';
import { styleHash, themeRecordCss } from './lib/theme-style';

async function answer(
  context: APIContext,
  next: MiddlewareNext,
  secure: (response: Response, styleHashes?: string[]) => Response,
): Promise<Response> {
  const { url, request } = context;
  if (isForbiddenCrossSiteRequest(request, url)) {
    return secure(new Response('Cross-site form submissions are forbidden', { status: 403 }));
  }
  // API routes need no page context, and the webhook must not wait on the CMS it is about to refresh.
  // Every /api/ path is matched by an API route (the account proxy answers unknown ones with a JSON 404).
  if (context.routePattern.startsWith('/api/')) return secure(await next());

  const route = parseLocalePath(url.pathname);
  if (route.redirect) return secure(context.redirect(`${route.redirect}${url.search}`, 301));

  // The security headers go on before the cache: a kept page is answered with them as they are.
  return withHtmlCache(context, async () => {
    const site = await cms().getActiveSite(route.locale);
    context.locals.locale = route.locale;
    context.locals.t = createTranslator(route.locale);
    context.locals.site = site;
    context.locals.theme = site.theme;
    // The theme record's style (lib/theme-style.ts), written by Document.astro and allowed by its
    // hash in the page's CSP here: Astro is told of a hash too late while a streamed page renders.
    context.locals.themeCss = themeRecordCss(site.theme, site);
    const styleHashes = context.locals.themeCss ? [styleHash(context.locals.themeCss)] : [];
    // /ru/cabinet/… renders the one cabinet page set in Russian (the locale is already on locals).
    // Likewise /ru/500 (and each language's) is the one error page, in that language.
    const sharedPage = localizedCabinetTarget(url.pathname) ?? (route.slug === '500' && url.pathname !== '/500' ? '/500' : undefined);
    return secure(await withSession(context, sharedPage ? () => next(`${sharedPage}${url.search}`) : next), styleHashes);
  });
}

/**
 * Runs before every request: refuses forged cross-site form posts, sends `/en/...` to its one
 * canonical address, answers anonymous visitors from the HTML cache when it can, and puts the
 * language, `t`, the active site and its theme on Astro.locals. Every answer leaves with the
 * security headers (CSP, nosniff, referrer and permissions policies, HSTS over https); a kept page
 * was kept with them.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { CMS_URL, MARKET_REST_URL, MARKET_WS_URL } = serverEnv();
  const origins = { cms: CMS_URL, marketRest: MARKET_REST_URL, marketWs: MARKET_WS_URL, https: isServedOverHttps(process.env) };
  return answer(context, next, (response, styleHashes) => withSecurityHeaders(response, origins, styleHashes));
});
