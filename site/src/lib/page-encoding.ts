import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** A content coding the site answers in; `identity` is the page as rendered. */
export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Qualities by when the work is done. A kept page is compressed once for every visitor until the
 * CMS data changes, so it gets the small bytes: brotli 10 costs ~30 ms of CPU on the 69 KB home
 * page (11 costs ~80 ms for 2 % less), gzip 9 ~1 ms. A page rendered for one visitor is compressed
 * in one piece at brotli 3 / gzip 3, about 0.6 ms for the same page (streamed in Astro's small
 * chunks, any quality cost ~3 ms: the per-chunk work, not the coding, was the cost).
 */
export const STORED_QUALITY = { br: 10, gzip: 9 } as const;
export const LIVE_QUALITY = { br: 3, gzip: 3 } as const;

const OFFERED: Encoding[] = ['br', 'gzip', 'identity'];

/** Negotiator 1.x takes the server's order of preference among equal q-values (its published types predate it). */
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined;

/**
 * The coding to answer in for a request's Accept-Encoding: brotli when the client takes it
 * (browsers do), else gzip, else the page as it is. A client that refuses identity (`identity;q=0`)
 * and takes nothing offered still gets identity: a page is better than a 406.
 * @example negotiateEncoding('gzip, deflate, br, zstd') // 'br'
 * @example negotiateEncoding(undefined) // 'identity'
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const chosen = (negotiator.encoding as EncodingChoice).call(negotiator, OFFERED, { preferred: OFFERED });
  return (chosen as Encoding | undefined) ?? 'identity';
}

type Quality = { br: number; gzip: number };

/** The body in `encoding`, compressed in one piece on libuv's threads (the event loop keeps serving). */
export async function encodeBody(body: Uint8Array, encoding: Encoding, quality: Quality): Promise<Uint8Array> {
  if (encoding === 'identity') return body;
  if (encoding === 'gzip') return new Uint8Array(await gzipped(body, { level: quality.gzip }));
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: quality.br,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  };
  return new Uint8Array(await brotli(body, { params }));
}

/** A kept page's compressed copies, made once when it is kept. */
export type StoredEncodings = { br: Uint8Array; gzip: Uint8Array };

export async function encodeForStore(body: Uint8Array): Promise<StoredEncodings> {
  const [br, gz] = await Promise.all([encodeBody(body, 'br', STORED_QUALITY), encodeBody(body, 'gzip', STORED_QUALITY)]);
  return { br, gzip: gz };
}

/**
 * A page rendered for one visitor (not kept), compressed in one piece at the live quality. Other
 * answers (JSON, redirects, already compressed ones) go on unchanged: server.mjs's `compression`
 * handles what is left.
 */
export async function compressRendered(response: Response, acceptEncoding: string | null): Promise<Response> {
  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!isHtml || !response.body || response.headers.has('content-encoding')) return response;
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === 'identity') return response;
  const body = await encodeBody(new Uint8Array(await response.arrayBuffer()), encoding, LIVE_QUALITY);
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  headers.append('vary', 'Accept-Encoding');
  return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers });
}
