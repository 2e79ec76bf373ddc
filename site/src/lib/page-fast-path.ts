import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { answerFromCache } from './cached-answer';
import { pageCacheKey, type HtmlCache } from './html-cache';
import { hasSessionCookie } from './session-cms';

/**
 * Where server.mjs finds the function that answers kept pages before Astro runs. server.mjs and
 * Astro's bundle are two module graphs; the bundle owns the cache (its middleware fills it, its
 * revalidate route empties it), so it hands server.mjs this one function through a global symbol.
 */
export const SERVE_CACHED_PAGE = Symbol.for('bourse.site.serveCachedPage');

export type ServeCachedPage = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The page URL as Astro's Node adapter builds it (protocol of the socket, the Host header, the raw
 * path), so the key is the one the middleware kept the page under; undefined where Astro would
 * fall back to another address (no or unparsable Host): those requests go to Astro.
 */
function requestUrl(req: IncomingMessage): URL | undefined {
  const host = req.headers.host;
  if (!host || !req.url) return undefined;
  const protocol = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  const href = `${protocol}://${host}${req.url}`;
  return URL.canParse(href) ? new URL(href) : undefined;
}

/**
 * Answers a kept page straight from memory when the request is one the middleware would answer
 * from the cache (an anonymous GET without a query string; the page was kept only if its route is
 * the public one), and returns true; false leaves the request to Astro untouched. A hit costs a
 * map lookup and a write of bytes compressed when the page was kept.
 */
export function serveCachedPage(cache: HtmlCache, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || req.url?.includes('?') || hasSessionCookie(req.headers.cookie)) return false;
  const url = requestUrl(req);
  const page = url && cache.get(pageCacheKey(url));
  if (!page) return false;
  const answer = answerFromCache(
    page,
    {
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
      cacheControl: req.headers['cache-control'],
    },
    'hit',
  );
  res.writeHead(answer.status, answer.headers.flat());
  res.end(answer.body);
  return true;
}

/** Hands server.mjs the fast path for this cache (called once, where the process's cache is made). */
export function offerCachedPages(cache: HtmlCache): void {
  (globalThis as Record<symbol, unknown>)[SERVE_CACHED_PAGE] = ((req, res) => serveCachedPage(cache, req, res)) satisfies ServeCachedPage;
}
