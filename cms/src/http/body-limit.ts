/**
 * The largest request body the CMS reads, checked by cms/server.ts before Next or Payload see the
 * request, for every route (REST, GraphQL, the admin's server actions, uploads): Payload reads a
 * JSON body whole into memory, whatever its size. Uploads (multipart) may carry one file of the
 * media limit (10 MB, Media/upload-rules.ts) and their fields; anything else is well under 2 MB
 * (a page's blocks in one language are tens of KB). A body must say its length: a chunked one
 * could not be measured before it is read, so it is refused with 411 (browsers and Node's fetch
 * send Content-Length for every body they send whole).
 * @example bodyProblem('POST', { 'content-type': 'application/json', 'content-length': '9000000' }) // { status: 413, … }
 */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const UPLOAD_BODY_LIMIT_BYTES = 11 * 1024 * 1024;

type Headers = Record<string, string | string[] | undefined>;
export type BodyProblem = { status: 411 | 413; message: string };

export function bodyProblem(method: string | undefined, headers: Headers): BodyProblem | null {
  const length = headers['content-length'];
  if (headers['transfer-encoding'] !== undefined && length === undefined) {
    return { status: 411, message: 'Send the body with a Content-Length.' };
  }
  if (length === undefined || method === 'GET' || method === 'HEAD') return null;
  const type = String(headers['content-type'] ?? '').toLowerCase();
  const limit = type.startsWith('multipart/form-data') ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
  if (Number(length) > limit) return { status: 413, message: `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB.` };
  return null;
}
