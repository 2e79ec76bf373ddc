import { LEVEL_DAILY_LIMIT_USD } from '@bourse/trading';
import type { VerificationAnswer, VerificationDocumentKind } from '../../api/verification';

/**
 * Identity verification as the server keeps it: a basic level once e-mail and phone are
 * confirmed, Plus once staff approve the three documents. The browser checks a chosen file and a
 * typed code before sending them (the server checks them again, a file by its bytes) and derives
 * what the screen shows from the server's answer.
 * @example summarizeVerification(answer).badge // 'pending' while staff review the documents
 */
export const CONTACT_CHANNELS = ['email', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const DOCUMENT_KINDS = ['address', 'passport', 'selfie'] as const satisfies readonly VerificationDocumentKind[];
export type DocumentKind = VerificationDocumentKind;

/** The verification dialog takes files of at most 5 MB. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Fiat limits per day, in USD: the ledger's withdrawal limits by level, as the levels' cards show them. */
export const FIAT_DAILY_LIMIT_USD = {
  basic: Number(LEVEL_DAILY_LIMIT_USD.basic),
  plus: Number(LEVEL_DAILY_LIMIT_USD.plus),
} as const;

/** Errors are data, translated at the edge. @example checkDocumentFile({ name: 'a.txt', size: 1, type: 'text/plain' }) // 'FILE_TYPE' */
export type CodeError = 'CODE_REQUIRED' | 'CODE_INVALID' | 'CODE_NOT_SENT' | 'PHONE_MISSING' | 'FAILED';
export type FileError = 'FILE_TYPE' | 'FILE_TOO_LARGE' | 'FILE_EMPTY' | 'FILE_NAME' | 'FILE_DAMAGED' | 'IN_REVIEW' | 'FAILED';
export type FileDescription = { name: string; size: number; type: string };

/** A code is six digits; an empty one is asked for before anything is sent. @example checkCode(' 012345 ') // null */
export function checkCode(code: string): CodeError | null {
  const trimmed = code.trim();
  if (!trimmed) return 'CODE_REQUIRED';
  return /^\d{6}$/.test(trimmed) ? null : 'CODE_INVALID';
}

const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * JPG, PNG or PDF by extension and, where the browser reports one, by MIME type too (a renamed
 * text file is refused); then at most 5 MB, exactly 5 * 1024 * 1024 bytes still allowed. The
 * server decides by the file's bytes; this spares the trader an upload that would be refused.
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

/** @example { basicComplete: true, documentsReady: true, plusComplete: false, badge: 'pending' } */
export type VerificationBadge = 'notPassed' | 'pending' | 'passed' | 'failed';
export type VerificationSummary = { basicComplete: boolean; documentsReady: boolean; plusComplete: boolean; badge: VerificationBadge };

/**
 * Basic: both contacts confirmed. Plus: approved by staff. The badge is passed when both levels
 * are, failed after a rejection (until the trader sends again), pending while staff review.
 * @example summarizeVerification(answer).plusComplete // true only after an approval
 */
export function summarizeVerification(answer: VerificationAnswer): VerificationSummary {
  const basicComplete = answer.email.verified && answer.phone.verified;
  const documentsReady = DOCUMENT_KINDS.every((kind) => answer.documents[kind] !== null);
  const plusComplete = answer.plus.status === 'approved';
  const badge: VerificationBadge =
    answer.plus.status === 'rejected'
      ? 'failed'
      : answer.plus.status === 'pending'
        ? 'pending'
        : basicComplete && plusComplete
          ? 'passed'
          : 'notPassed';
  return { basicComplete, documentsReady, plusComplete, badge };
}

/** @example formatFiatLimit(50_000, 'en') // '50K USD'; formatFiatLimit(2_000_000, 'ru') // '2 млн USD' */
export function formatFiatLimit(amountUsd: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { notation: 'compact' }).format(amountUsd)} USD`;
}
