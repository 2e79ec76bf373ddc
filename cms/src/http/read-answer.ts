import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/**
 * A kept answer of the read cache: Payload's status, headers and JSON, with its brotli and gzip
 * copies made once when it is kept, so a hit only picks bytes (cms/server.ts answers hits with
 * them before Next runs). Quality: brotli 5 and gzip 6 cost ~2 ms of CPU for a 70 KB page read,
 * paid once per answer and TTL; brotli 11 would cost ~80 ms for 10 % less.
 */
export type StoredAnswer = { status: number; headers: Array<[string, string]>; body: Uint8Array; br: Uint8Array; gzip: Uint8Array };

/** What a hit needs from the request. */
export type AnswerRequest = { acceptEncoding?: string | null; origin?: string | null };

export type WireAnswer = { status: number; headers: Array<[string, string]>; body: Uint8Array };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Headers that belong to one request's answer, not to the content: the coding and length are set
 * per answer, CORS is decided per Origin (Payload names the asking origin when it is allowed;
 * a kept copy must not carry the first asker's origin to the next), and no cookie is replayed.
 */
const PER_REQUEST = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'set-cookie',
  'x-bourse-cache',
]);

export async function storeAnswer(response: Response): Promise<StoredAnswer> {
  const body = new Uint8Array(await response.arrayBuffer());
  const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
  const [br, gz] = await Promise.all([brotli(body, { params }), gzipped(body, { level: 6 })]);
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name.toLowerCase()));
  return { status: response.status, headers, body, br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

const OFFERED = ['br', 'gzip', 'identity'];
/** Negotiator 1.x takes the server's order of preference among equal q-values (its published types predate it). */
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined;

/** @example answerEncoding('gzip, deflate, br') // 'br' */
export function answerEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  return ((negotiator.encoding as EncodingChoice).call(negotiator, OFFERED, { preferred: OFFERED }) ?? 'identity') as
    'br' | 'gzip' | 'identity';
}

/**
 * A kept answer for one request: the copy in the best coding the client takes, CORS for an allowed
 * origin (never with credentials, as http/editor-cookie.ts rules), `Vary: Origin, Accept-Encoding`.
 * @example wireAnswer(stored, { acceptEncoding: 'br', origin: 'https://bourse.example' }, ['https://bourse.example'], true)
 */
export function wireAnswer(answer: StoredAnswer, request: AnswerRequest, allowedOrigins: readonly string[], hit: boolean): WireAnswer {
  const encoding = answerEncoding(request.acceptEncoding);
  const body = encoding === 'identity' ? answer.body : answer[encoding];
  const headers: Array<[string, string]> = [...answer.headers, ['vary', 'Origin, Accept-Encoding']];
  if (request.origin && allowedOrigins.includes(request.origin)) headers.push(['access-control-allow-origin', request.origin]);
  if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
  headers.push(['content-length', String(body.byteLength)]);
  if (hit) headers.push(['x-bourse-cache', 'hit']);
  return { status: answer.status, headers, body };
}
