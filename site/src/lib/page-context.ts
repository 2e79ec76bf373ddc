import { isMarketingPage, pageTheme } from './page-theme';

/** Whether the accounts guard marked this request as a signed-in user's (the session guard in middleware sets `session`). */
export function isLoggedIn(locals: App.Locals): boolean {
  return Boolean(locals.session?.user);
}

/**
 * Settles the theme of the page about to render (marketing pages keep the site's theme,
 * elsewhere a signed-in user's is cleared). Call before reading `locals.theme`.
 */
export function applyPageTheme(locals: App.Locals, slug: string): { marketing: boolean } {
  locals.theme = pageTheme(slug, locals.site.theme, isLoggedIn(locals));
  return { marketing: isMarketingPage(slug) };
}
