import etag from 'etag';
import fresh from 'fresh';
import { HTML_CACHE_HEADER, type CachedPage } from './html-cache';
import { encodeForStore, negotiateEncoding, type Encoding } from './page-encoding';

/** What a visitor's request says about the copy it wants and the copy it has. */
export type ConditionalRequest = { acceptEncoding?: string | null; ifNoneMatch?: string | null; cacheControl?: string | null };

export type CachedAnswer = { status: number; headers: Array<[string, string]>; body?: Uint8Array };

/** Headers that describe one transfer of the rendered bytes, not the page: set anew per answer. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'etag', HTML_CACHE_HEADER]);

/**
 * The page to keep, from a rendered answer's status, headers and bytes: compressed once here, for
 * every visitor who gets it from the cache until the CMS data it was built from changes.
 */
export async function pageToKeep(status: number, headers: Iterable<[string, string]>, body: Uint8Array): Promise<CachedPage> {
  return {
    status,
    headers: [...headers].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase())),
    body,
    encoded: await encodeForStore(body),
    etag: etag(Buffer.from(body.buffer, body.byteOffset, body.byteLength)),
  };
}

/**
 * Each coding of a page is its own representation, so it has its own strong ETag (as Apache names
 * them): the rendered bytes' tag with the coding added.
 * @example variantEtag('"45d-abc"', 'br') // '"45d-abc-br"'
 */
export function variantEtag(tag: string, encoding: Encoding): string {
  return encoding === 'identity' ? tag : `${tag.slice(0, -1)}-${encoding}"`;
}

/**
 * The answer to a visitor from a kept page: the stored copy in the best coding the visitor takes,
 * with its ETag and `Vary: Accept-Encoding` (so a shared cache keeps the codings apart), or 304
 * Not Modified when the visitor already holds that copy (If-None-Match).
 * @example answerFromCache(page, { acceptEncoding: 'br', ifNoneMatch: null }) // { status: 200, headers: [... ['content-encoding', 'br']], body: page.encoded.br }
 */
export function answerFromCache(page: CachedPage, request: ConditionalRequest, mark?: 'hit' | 'miss'): CachedAnswer {
  const encoding = negotiateEncoding(request.acceptEncoding);
  const tag = variantEtag(page.etag, encoding);
  const headers: Array<[string, string]> = [...page.headers, ['etag', tag], ['vary', 'Accept-Encoding']];
  if (mark) headers.push([HTML_CACHE_HEADER, mark]);
  const conditional = { 'if-none-match': request.ifNoneMatch ?? undefined, 'cache-control': request.cacheControl ?? undefined };
  if (request.ifNoneMatch && fresh(conditional, { etag: tag })) return { status: 304, headers };
  const body = encoding === 'identity' ? page.body : page.encoded[encoding];
  if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
  headers.push(['content-length', String(body.byteLength)]);
  return { status: page.status, headers, body };
}

/** A kept page's answer as a Fetch Response (the middleware's path; server.mjs writes the same answer to Node's response). */
export function cachedResponse(page: CachedPage, request: Request, mark?: 'hit' | 'miss'): Response {
  const answer = answerFromCache(
    page,
    {
      acceptEncoding: request.headers.get('accept-encoding'),
      ifNoneMatch: request.headers.get('if-none-match'),
      cacheControl: request.headers.get('cache-control'),
    },
    mark,
  );
  return new Response((answer.body as Uint8Array<ArrayBuffer> | undefined) ?? null, { status: answer.status, headers: answer.headers });
}
