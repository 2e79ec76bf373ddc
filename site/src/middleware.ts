import { defineMiddleware } from 'astro:middleware';
import { createTranslator } from './i18n';
import { cms } from './lib/cms';
import { isForbiddenCrossSiteRequest } from './lib/cross-site';
import { parseLocalePath } from './lib/locale';
import { withHtmlCache } from './lib/page-cache';
import { withSession } from './lib/session-guard';
import { localizedCabinetTarget } from './lib/session-paths';

/**
 * Runs before every request: refuses forged cross-site form posts, sends `/en/...` to its one
 * canonical address, answers anonymous visitors from the HTML cache when it can, and puts the
 * language, `t`, the active site and its theme on Astro.locals.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  if (isForbiddenCrossSiteRequest(request, url)) {
    return new Response('Cross-site form submissions are forbidden', { status: 403 });
  }
  // API routes need no page context, and the webhook must not wait on the CMS it is about to refresh.
  // (Matched by route, not by path: an unknown /api/x falls to the catch-all page and needs a themed 404.)
  if (context.routePattern.startsWith('/api/')) return next();

  const route = parseLocalePath(url.pathname);
  if (route.redirect) return context.redirect(`${route.redirect}${url.search}`, 301);

  return withHtmlCache(context, async () => {
    const site = await cms().getActiveSite(route.locale);
    context.locals.locale = route.locale;
    context.locals.t = createTranslator(route.locale);
    context.locals.site = site;
    context.locals.theme = site.theme;
    // /ru/cabinet/… renders the one cabinet page set in Russian (the locale is already on locals).
    const cabinetPage = localizedCabinetTarget(url.pathname);
    return withSession(context, cabinetPage ? () => next(`${cabinetPage}${url.search}`) : next);
  });
});
