import * as z from 'zod/mini';

/**
 * Identity verification (the verification screen): a basic level reached by confirming e-mail
 * and phone with a code, and a Plus level reached by uploading three documents and sending the
 * Plus request. Everything here is a plain function of data; the store persists the state.
 * @example
 * let state = createVerification();
 * state = requestCode(state, 'email');
 * confirmCode(state, 'email', '123456').state.email; // 'success'
 */
export const CONTACT_CHANNELS = ['email', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const DOCUMENT_KINDS = ['address', 'passport', 'selfie'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** No code is really sent: these two test values are the only codes the local check accepts. */
export const TEST_CODES = ['123456', '000000'] as const;
/** The verification dialog takes files of at most 5 MB. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Simulated durations: an upload about 1 s, the Plus request 2 s. */
export const SIMULATED_UPLOAD_MS = 1000;
export const SIMULATED_PLUS_MS = 2000;
/** Fiat limits per day, in USD. */
export const FIAT_DAILY_LIMIT_USD = { basic: 50_000, plus: 2_000_000 } as const;

/** idle: no code asked for yet; pending: a code was sent; then success or error. */
export const contactStatusSchema = z.enum(['idle', 'pending', 'success', 'error']);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/**
 * What is kept of an uploaded file: its description, never its contents.
 * @example { name: 'passport.png', size: 2048, type: 'image/png', uploadedAt: 1700000000000 }
 */
export const uploadedDocumentSchema = z.object({
  name: z.string().check(z.minLength(1)),
  size: z.int().check(z.nonnegative()),
  type: z.string(),
  uploadedAt: z.number(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** @example verificationStateSchema.parse(createVerification()).plusRequest // 'none' */
export const verificationStateSchema = z.object({
  email: contactStatusSchema,
  phone: contactStatusSchema,
  documents: z.object({
    address: z.nullable(uploadedDocumentSchema),
    passport: z.nullable(uploadedDocumentSchema),
    selfie: z.nullable(uploadedDocumentSchema),
  }),
  /** The last Plus request's outcome; 'none' until one is sent (or after a document is replaced). */
  plusRequest: z.enum(['none', 'approved', 'failed']),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const createVerification = (): VerificationState => ({
  email: 'idle',
  phone: 'idle',
  documents: { address: null, passport: null, selfie: null },
  plusRequest: 'none',
});

/** Errors are data, translated at the edge. @example checkDocumentFile({ name: 'a.txt', size: 1, type: 'text/plain' }) // 'FILE_TYPE' */
export type CodeError = 'CODE_REQUIRED' | 'CODE_INVALID' | 'CODE_NOT_SENT';
export type FileError = 'FILE_TYPE' | 'FILE_TOO_LARGE' | 'FILE_EMPTY';
export type FileDescription = { name: string; size: number; type: string };

/** @example checkCode(' 000000 ') // null; checkCode('') // 'CODE_REQUIRED' */
export function checkCode(code: string): CodeError | null {
  const trimmed = code.trim();
  if (!trimmed) return 'CODE_REQUIRED';
  return (TEST_CODES as readonly string[]).includes(trimmed) ? null : 'CODE_INVALID';
}

/** Sending a code sets pending. A confirmed contact stays confirmed. */
export function requestCode(state: VerificationState, channel: ContactChannel): VerificationState {
  return state[channel] === 'success' ? state : { ...state, [channel]: 'pending' };
}

/** An empty code is refused before any check and changes nothing; a checked code sets success or error. */
export function confirmCode(
  state: VerificationState,
  channel: ContactChannel,
  code: string,
): { state: VerificationState; error: CodeError | null } {
  if (state[channel] === 'success') return { state, error: null };
  if (state[channel] === 'idle') return { state, error: 'CODE_NOT_SENT' };
  const error = checkCode(code);
  if (error === 'CODE_REQUIRED') return { state, error };
  return { state: { ...state, [channel]: error ? 'error' : 'success' }, error };
}

const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * JPG, PNG or PDF by extension and, where the browser reports one, by MIME type too (a renamed
 * text file is refused); then at most 5 MB, exactly 5 * 1024 * 1024 bytes still allowed.
 * @example checkDocumentFile({ name: 'id.PDF', size: 1024, type: 'application/pdf' }) // null
 */
export function checkDocumentFile(file: FileDescription): FileError | null {
  const extensionOk = (ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const mimeOk = file.type === '' || (ALLOWED_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!extensionOk || !mimeOk) return 'FILE_TYPE';
  if (file.size > MAX_DOCUMENT_BYTES) return 'FILE_TOO_LARGE';
  if (file.size <= 0) return 'FILE_EMPTY';
  return null;
}

/** Stores a document; replacing one after a Plus request means the new file must be sent again. */
export function recordDocument(state: VerificationState, kind: DocumentKind, document: UploadedDocument): VerificationState {
  return { ...state, documents: { ...state.documents, [kind]: document }, plusRequest: 'none' };
}

export const documentsReady = (state: VerificationState): boolean => DOCUMENT_KINDS.every((kind) => state.documents[kind] !== null);

/** The Plus request's outcome; without all three documents nothing changes. */
export function applyPlusResult(state: VerificationState, ok: boolean): VerificationState {
  if (!documentsReady(state)) return state;
  return { ...state, plusRequest: ok ? 'approved' : 'failed' };
}

/** @example { basicComplete: true, documentsReady: true, plusComplete: false, badge: 'notPassed' } */
export type VerificationBadge = 'notPassed' | 'passed' | 'failed';
export type VerificationSummary = { basicComplete: boolean; documentsReady: boolean; plusComplete: boolean; badge: VerificationBadge };

/**
 * Basic: both contacts confirmed. Plus: all three documents and an approved request. The badge is
 * passed when both levels are, failed only after a failed Plus request, else not passed.
 * @example summarizeVerification(createVerification()).badge // 'notPassed'
 */
export function summarizeVerification(state: VerificationState): VerificationSummary {
  const basicComplete = state.email === 'success' && state.phone === 'success';
  const ready = documentsReady(state);
  const plusComplete = ready && state.plusRequest === 'approved';
  const badge: VerificationBadge = state.plusRequest === 'failed' ? 'failed' : basicComplete && plusComplete ? 'passed' : 'notPassed';
  return { basicComplete, documentsReady: ready, plusComplete, badge };
}

/** @example formatFiatLimit(50_000, 'en') // '50K USD'; formatFiatLimit(2_000_000, 'ru') // '2 млн USD' */
export function formatFiatLimit(amountUsd: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { notation: 'compact' }).format(amountUsd)} USD`;
}
