import { loginHrefFor, type LogoutReason } from '@bourse/terminal/domain';
import { localizePath, type Locale } from '@bourse/themes';
import { safeLocalPath } from './safe-url';

/**
 * Which addresses need a signed-in trader, and where login sends one afterwards. Pure, so the
 * rules are tested without a server.
 */
const PROTECTED = /^\/(?:(?:ru|de|es)\/)?(?:cabinet(?:\/.*)?|crypto|forex)\/?$/;

/**
 * The cabinet has one set of pages, at the unprefixed addresses; `/ru/cabinet/spot` is the same page
 * in Russian. Returns the page to render for a language-prefixed cabinet address, else undefined.
 * @example localizedCabinetTarget('/ru/cabinet/spot') // '/cabinet/spot'
 */
export function localizedCabinetTarget(pathname: string): string | undefined {
  const match = /^\/(?:ru|de|es)(\/(?:cabinet(?:\/.*)?|crypto|forex))\/?$/.exec(pathname);
  return match?.[1]?.replace(/\/+$/, '');
}

/** @example isProtectedPath('/ru/cabinet/spot') // true */
export function isProtectedPath(pathname: string): boolean {
  return PROTECTED.test(pathname);
}

/**
 * Only a path on this site may be a return address: `//evil.example` and `https://…` would turn
 * the login page into an open redirect. The path comes back percent-encoded, so `/кабинет` can go
 * into a Location header (a raw non-Latin-1 character there used to crash the page).
 * @example safeNext('/cabinet/spot?pair=ETH') // '/cabinet/spot?pair=ETH'
 * @example safeNext('//evil.example') // '/cabinet'
 */
export function safeNext(next: string | null | undefined, fallback = '/cabinet'): string {
  return safeLocalPath(next, fallback);
}

/**
 * The login address for a visitor the guard turns away; a forced logout also says why.
 * @example loginRedirectHref('/cabinet', '?a=1', 'ru') // '/ru/login?next=%2Fcabinet%3Fa%3D1'
 * @example loginRedirectHref('/cabinet', '', 'en', 'expired') // '/login?next=%2Fcabinet&reason=expired'
 */
export function loginRedirectHref(pathname: string, search: string, locale: Locale, reason?: LogoutReason): string {
  return loginHrefFor(localizePath('/login', locale), `${pathname}${search}`, reason);
}
