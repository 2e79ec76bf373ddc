import type { APIContext } from 'astro';
import { cachedResponse, pageToKeep } from './cached-answer';
import { cms, htmlCache } from './cms';
import { isCacheableRequest, isCacheableResponse, isClearCachePath, pageCacheKey } from './html-cache';
import { compressRendered } from './page-encoding';
import { collectReads } from './render-reads';
import { hasSessionCookie } from './session-cms';

/**
 * Serves anonymous visitors' public pages from the HTML cache, or renders them (`render` is the
 * rest of the middleware and the page, security headers included) and keeps the result, compressed
 * once, while the CMS data it read is fresh. Everything else renders as before; a rendered page is
 * compressed in one piece at a cheap quality. server.mjs answers most hits before Astro runs
 * (page-fast-path.ts); this path answers the rest with the same bytes and headers.
 */
export async function withHtmlCache(context: APIContext, render: () => Promise<Response>): Promise<Response> {
  const { url, request } = context;
  // /clear-cache is the visitor's "show me the current site": no kept page may outlive it. Anyone
  // may call it, which costs no more than the query strings that already bypass the cache.
  if (request.method === 'GET' && isClearCachePath(url.pathname)) htmlCache.invalidate();
  const hasSession = hasSessionCookie(request.headers.get('cookie'));
  const cacheable = isCacheableRequest({
    method: request.method,
    pathname: url.pathname,
    search: url.search,
    routePattern: context.routePattern,
    hasSession,
  });
  const acceptEncoding = request.headers.get('accept-encoding');
  if (!cacheable) return compressRendered(await render(), acceptEncoding);

  const key = pageCacheKey(url);
  const hit = htmlCache.get(key);
  if (hit) return cachedResponse(hit, request, 'hit');

  const ticket = htmlCache.begin();
  // The body is read inside collectReads too: Astro renders while the stream is read.
  const { result, keys } = await collectReads(async () => {
    const response = await render();
    if (!isCacheableResponse(response.status, response.headers)) return { response, body: undefined };
    return { response, body: new Uint8Array(await response.arrayBuffer()) };
  });
  const { response, body } = result;
  if (!body) return compressRendered(response, acceptEncoding);
  const expiresAt = cms().freshUntil(keys);
  if (expiresAt === undefined) return compressRendered(new Response(body, response), acceptEncoding);
  const page = await pageToKeep(response.status, response.headers, body);
  // Not kept when the CMS data changed during the render: answered all the same, unmarked.
  const stored = htmlCache.store(key, page, { dataKeys: [...keys], expiresAt, ticket });
  return cachedResponse(page, request, stored ? 'miss' : undefined);
}
