import type { APIContext } from 'astro';
import { cms, htmlCache } from './cms';
import { HTML_CACHE_HEADER, isCacheableRequest, isCacheableResponse, isClearCachePath, type CachedPage } from './html-cache';
import { collectReads } from './render-reads';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from './session-cms';

function toResponse(page: CachedPage, mark?: 'hit' | 'miss'): Response {
  const response = new Response(page.body, { status: page.status, headers: page.headers });
  if (mark) response.headers.set(HTML_CACHE_HEADER, mark);
  return response;
}

/**
 * Serves anonymous visitors' public pages from the HTML cache, or renders them (`render` is the
 * rest of the middleware and the page) and keeps the result while the CMS data it read is fresh.
 * Everything else renders as before and streams as before.
 */
export async function withHtmlCache(context: APIContext, render: () => Promise<Response>): Promise<Response> {
  const { url, request } = context;
  // /clear-cache is the visitor's "show me the current site": no kept page may outlive it. Anyone
  // may call it, which costs no more than the query strings that already bypass the cache.
  if (request.method === 'GET' && isClearCachePath(url.pathname)) htmlCache.invalidate();
  const hasSession = Boolean(readCookie(request, ACCESS_COOKIE) || readCookie(request, REFRESH_COOKIE));
  const cacheable = isCacheableRequest({
    method: request.method,
    pathname: url.pathname,
    search: url.search,
    routePattern: context.routePattern,
    hasSession,
  });
  if (!cacheable) return render();

  // The origin is part of the key: canonical and footer links fall back to the request's host.
  const key = `${url.origin}${url.pathname}`;
  const hit = htmlCache.get(key);
  if (hit) return toResponse(hit, 'hit');

  const ticket = htmlCache.begin();
  // The body is read inside collectReads too: Astro renders while the stream is read.
  const { result, keys } = await collectReads(async () => {
    const response = await render();
    if (!isCacheableResponse(response.status, response.headers)) return { response, body: undefined };
    return { response, body: new Uint8Array(await response.arrayBuffer()) };
  });
  const { response, body } = result;
  if (!body) return response;
  const page: CachedPage = { status: response.status, headers: [...response.headers], body };
  const expiresAt = cms().freshUntil(keys);
  const stored = expiresAt !== undefined && htmlCache.store(key, page, { dataKeys: [...keys], expiresAt, ticket });
  return toResponse(page, stored ? 'miss' : undefined);
}
