/**
 * The one gate for addresses that come from CMS data or from a visitor and end up in an `href`,
 * an image `src` or a redirect. The CMS refuses unsafe links on save, but a database can hold
 * values written before that rule or around it, so the site checks again at render time: a
 * `javascript:` or `data:` link must never reach a visitor's browser whatever is stored.
 */

// Browsers drop tabs and newlines inside a URL and trim control characters and spaces at its
// ends, so `java\tscript:` is `javascript:` to them: any such character makes a value unsafe.
const CONTROL = /[\u0000-\u001f\u007f]/;
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A path on this site: one leading slash, never `//host` or `/\host` (both mean another host to a
 * browser), or an in-page `#anchor` / `?query`.
 */
function isSitePath(value: string): boolean {
  if (value.startsWith('#') || value.startsWith('?')) return true;
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * The href to render for a link an editor set: http(s), mailto, tel or a path on this site, else
 * undefined (the link is left out).
 * @example safeHref('https://example.com/a') // 'https://example.com/a'
 * @example safeHref('/about#fees') // '/about#fees'
 * @example safeHref('javascript:alert(1)') // undefined
 */
export function safeHref(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || CONTROL.test(trimmed)) return undefined;
  if (isSitePath(trimmed)) return trimmed;
  if (!URL.canParse(trimmed)) return undefined;
  return LINK_PROTOCOLS.has(new URL(trimmed).protocol) ? trimmed : undefined;
}

/**
 * A return address after login: only a path on this site, percent-encoded so it fits an HTTP
 * header whatever the visitor typed (`/кабинет`, U+2028), else the fallback.
 * @example safeLocalPath('/кабинет?a=1') // '/%D0%BA%D0%B0%D0%B1%D0%B8%D0%BD%D0%B5%D1%82?a=1'
 * @example safeLocalPath('//evil.example') // '/cabinet'
 */
export function safeLocalPath(value: string | null | undefined, fallback = '/cabinet'): string {
  if (!value || value.length > 500 || CONTROL.test(value) || !value.startsWith('/') || !isSitePath(value)) return fallback;
  const base = 'http://site.invalid';
  if (!URL.canParse(value, base)) return fallback;
  const url = new URL(value, base);
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser may still turn an odd path into `//host` (e.g. `/.//evil`): refuse what it made.
  return path.startsWith('//') ? fallback : path;
}

/**
 * An image address from CMS data: only from the CMS's media origin (or this site's own paths).
 * @example safeImageSrc('https://cms.example/api/media/file/a.png', 'https://cms.example') // kept
 */
export function safeImageSrc(value: string | null | undefined, mediaOrigin: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || CONTROL.test(trimmed)) return undefined;
  if (trimmed.startsWith('/') && isSitePath(trimmed)) return trimmed;
  if (!URL.canParse(trimmed)) return undefined;
  return new URL(trimmed).origin === mediaOrigin ? trimmed : undefined;
}
