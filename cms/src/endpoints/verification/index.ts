import type { PayloadRequest } from 'payload';
import { VERIFICATION_DOCUMENTS, type VerificationDocumentKind } from '@bourse/terminal/api';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError, type ApiErrorBody } from '../../auth/errors';
import { emptySchema } from '../../auth/schemas';
import type { Trader } from '../../payload-types';
import { checkDocumentBytes, MAX_DOCUMENT_BYTES, type DocumentProblem } from '../../verification/document-file';
import { defineEndpoint, success, traderOf } from '../auth/define';
import { currentDocuments, verificationAnswer } from './answer';

const refusal = (code: string, message: string, status = 400): ApiErrorBody => ({
  ...authError('VALIDATION_ERROR', { validationErrors: [{ field: 'file', code, message }] }),
  status,
});

const PROBLEM_WORDS: Record<DocumentProblem, string> = {
  FILE_EMPTY: 'The file is empty: choose the scan or photo again.',
  FILE_TOO_LARGE: `The file is too large. Maximum size: ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`,
  FILE_TYPE: 'Unsupported file format. Allowed: JPG, PNG, PDF (the name must match the content).',
  FILE_NAME: 'Rename the file: a plain name with a .jpg, .png or .pdf extension, no folders or special characters.',
  FILE_DAMAGED: 'The file is damaged or incomplete: export it again from your scanner or camera.',
};

/** The signed-in trader as stored, hidden bookkeeping included (the phone code's expiry). */
async function signedIn(req: PayloadRequest): Promise<Trader | null> {
  const trader = traderOf(req);
  if (!trader) return null;
  return req.payload.findByID({ collection: 'traders', id: trader.id, depth: 0, showHiddenFields: true });
}

/** GET /api/verification: level, contacts, documents and the Plus request, as the server knows them. */
export const verificationReadEndpoint = defineEndpoint({
  path: '/verification',
  method: 'get',
  run: async (req) => {
    const trader = await signedIn(req);
    if (!trader) return authError('UNAUTHORIZED');
    return success(await verificationAnswer(req.payload, trader));
  },
});

/**
 * POST /api/verification/documents (multipart: `kind`, `file`): one identity document, checked
 * by its bytes (document-file.ts) before anything is written; stored in the private collection.
 * While a Plus request waits for staff, its documents cannot change.
 */
export const documentUploadEndpoint = defineEndpoint({
  path: '/verification/documents',
  method: 'post',
  limited: true,
  run: async (req) => {
    const trader = await signedIn(req);
    if (!trader) return authError('UNAUTHORIZED');
    if (!isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    if (trader.plusStatus === 'pending' || trader.plusStatus === 'approved') {
      return refusal('IN_REVIEW', 'Your documents are with our staff or already approved: they cannot be replaced now.', 409);
    }
    if (!(req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      return refusal('FILE_MISSING', 'Send the document as multipart/form-data with a `kind` and a `file`.');
    }
    // The platform's parser keeps the name as the browser sent it (a multipart parser that strips
    // folders would hide a path trick instead of refusing it).
    let form: FormData;
    try {
      form = await (req as unknown as Request).formData();
    } catch {
      return refusal('FILE_MISSING', 'The upload could not be read: send it as multipart/form-data.');
    }
    const kind = form.get('kind');
    if (!VERIFICATION_DOCUMENTS.includes(kind as VerificationDocumentKind)) {
      return authError('VALIDATION_ERROR', {
        validationErrors: [{ field: 'kind', code: 'KIND', message: `Say which document this is: ${VERIFICATION_DOCUMENTS.join(', ')}.` }],
      });
    }
    const upload = form.get('file');
    if (!upload || typeof upload === 'string') return refusal('FILE_MISSING', 'Choose a file to upload.');
    const file = { name: upload.name, data: Buffer.from(await upload.arrayBuffer()) };
    const check = checkDocumentBytes(file.data, file.name);
    if (!check.ok) return refusal(check.problem, PROBLEM_WORDS[check.problem], check.problem === 'FILE_TOO_LARGE' ? 413 : 400);
    // Stored under a name of the server's making; the trader's own name is kept as a field only.
    const stored = `${kind}-${trader.id}-${Date.now().toString(36)}.${check.extension}`;
    const doc = await req.payload.create({
      collection: 'kyc-documents',
      data: { trader: trader.id, kind: kind as VerificationDocumentKind, originalName: file.name },
      file: { data: file.data, mimetype: check.mime, name: stored, size: file.data.length },
      depth: 0,
    });
    if (trader.plusStatus === 'rejected') await req.payload.update({ collection: 'traders', id: trader.id, data: { plusStatus: 'none' } });
    return success({ id: String(doc.id), kind }, { status: 201 });
  },
});

/** POST /api/verification/plus: sends the newest document of each kind to staff for review. */
export const plusRequestEndpoint = defineEndpoint({
  path: '/verification/plus',
  method: 'post',
  schema: emptySchema,
  limited: true,
  run: async (req) => {
    const trader = await signedIn(req);
    if (!trader) return authError('UNAUTHORIZED');
    if (!isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    if (trader.plusStatus === 'pending' || trader.plusStatus === 'approved') {
      return refusal('IN_REVIEW', 'A Plus request is already with our staff, or approved.', 409);
    }
    const documents = await currentDocuments(req.payload, trader.id);
    const missing = VERIFICATION_DOCUMENTS.filter((kind) => !documents[kind]);
    if (missing.length > 0) return refusal('DOCUMENTS_MISSING', `Upload these documents first: ${missing.join(', ')}.`);
    await req.payload.create({
      collection: 'verification-requests',
      data: {
        title: `${trader.email}: Verification Plus`,
        trader: trader.id,
        status: 'pending',
        documents: { address: documents.address!.id, passport: documents.passport!.id, selfie: documents.selfie!.id },
      },
    });
    const updated = await req.payload.update({
      collection: 'traders',
      id: trader.id,
      data: { plusStatus: 'pending', plusReason: null },
      showHiddenFields: true,
    });
    return success(await verificationAnswer(req.payload, updated), { status: 201 });
  },
});
