import { checkUpload, describeUploadError } from '../collections/Media/upload-rules';

/**
 * A multipart upload is read once here, with the platform's own parser, before Payload's (busboy)
 * sees it: busboy turns a part header it cannot read (a file name holding a NUL byte, for one) into
 * an error Payload answers as a 500 server fault, and a name with a control character must be
 * refused before anything is written anyway. A malformed body or a bad file name is the client's
 * error: 400 with the reason, in Payload's error shape.
 */
const refuse = (message: string) => Response.json({ errors: [{ message }] }, { status: 400, headers: { 'cache-control': 'no-store' } });

export async function uploadProblem(request: Request): Promise<Response | null> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return null;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return refuse('The upload could not be read: send it as multipart/form-data with well-formed parts.');
  }
  for (const value of form.values()) {
    if (typeof value === 'string') continue;
    const error = checkUpload({ size: 0, mimetype: 'application/pdf', name: value.name });
    if (error) return refuse(describeUploadError(error));
  }
  return null;
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** Wraps one of Payload's REST route handlers (POST, PATCH) with the check above. */
export const withUploadCheck =
  <C>(handler: Handler<C>): Handler<C> =>
  async (request, context) =>
    (await uploadProblem(request)) ?? handler(request, context);
