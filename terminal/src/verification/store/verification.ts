import { atom, computed } from 'nanostores';
import { verificationAnswerSchema, type VerificationAnswer } from '../../api/verification';
import { loading, type Loadable } from '../../shared/store/loadable';
import { accountCall, accountWrite, type AccountDeps } from '../../session/store/account-call';
import { browserAuthDeps } from '../../session/store/auth-session';
import {
  checkCode,
  checkDocumentFile,
  summarizeVerification,
  type CodeError,
  type DocumentKind,
  type FileError,
} from '../model/verification';

/**
 * The signed-in trader's verification as the server keeps it (`GET /api/verification`): level,
 * contacts, documents, the Plus request and its review. Every action sends to the server and
 * shows its answer; nothing is decided in the browser.
 * @example useStore($verification).data?.plus.status // 'pending'
 */
export const $verification = atom<Loadable<VerificationAnswer | null>>(loading(null));

/**
 * Levels and badge derived from `$verification`.
 * @example $verificationSummary.get()?.badge // 'notPassed' | 'pending' | 'passed' | 'failed'
 */
export const $verificationSummary = computed($verification, ({ data }) => (data ? summarizeVerification(data) : null));

const parse = (data: unknown) => {
  const parsed = verificationAnswerSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
};
const show = (answer: VerificationAnswer) => $verification.set({ status: 'ready', data: answer, error: null });

export async function loadVerification(deps: AccountDeps = browserAuthDeps()): Promise<void> {
  try {
    const response = await accountCall('/api/verification', { method: 'GET' }, deps);
    const answer = parse(((await response.json()) as { data?: unknown }).data);
    if (!response.ok || !answer) throw new Error(`HTTP ${response.status}`);
    show(answer);
  } catch (error) {
    $verification.set({ ...$verification.get(), status: 'error', error: String(error) });
  }
}

/** The server's refusal code when it is one the screen words, else the fallback. */
const codeOf = <C extends string>(known: readonly C[], code: string | undefined, fallback: C): C =>
  known.find((candidate) => candidate === code) ?? fallback;

const CODE_ERRORS: readonly CodeError[] = ['CODE_INVALID', 'CODE_NOT_SENT', 'PHONE_MISSING'];

/** Asks the server to send a code to the profile's phone (the development outbox stands in for SMS). */
export async function sendPhoneCode(deps: AccountDeps = browserAuthDeps()): Promise<CodeError | null> {
  const result = await accountWrite('/api/verification/phone/code', { method: 'POST', body: '{}' }, parse, deps);
  if (!result.ok) return result.reason === 'invalid' ? codeOf(CODE_ERRORS, result.errors[0]?.code, 'FAILED') : 'FAILED';
  show(result.data);
  return null;
}

/** Confirms the phone with the code it received; a refused code is said under the row. */
export async function confirmPhoneCode(code: string, deps: AccountDeps = browserAuthDeps()): Promise<CodeError | null> {
  const local = checkCode(code);
  if (local) return local;
  const result = await accountWrite(
    '/api/verification/phone/confirm',
    { method: 'POST', body: JSON.stringify({ code: code.trim() }) },
    parse,
    deps,
  );
  if (!result.ok) return result.reason === 'invalid' ? codeOf(CODE_ERRORS, result.errors[0]?.code, 'CODE_INVALID') : 'FAILED';
  show(result.data);
  return null;
}

const FILE_ERRORS: readonly FileError[] = ['FILE_TYPE', 'FILE_TOO_LARGE', 'FILE_EMPTY', 'FILE_NAME', 'FILE_DAMAGED', 'IN_REVIEW'];

/** A file the browser can already refuse is refused at once; the server checks the rest by its bytes. */
export async function uploadDocument(kind: DocumentKind, file: File, deps: AccountDeps = browserAuthDeps()): Promise<FileError | null> {
  const local = checkDocumentFile(file);
  if (local) return local;
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file, file.name);
  const result = await accountWrite('/api/verification/documents', { method: 'POST', body: form }, (data) => data, deps);
  if (!result.ok) return result.reason === 'invalid' ? codeOf(FILE_ERRORS, result.errors[0]?.code, 'FAILED') : 'FAILED';
  await loadVerification(deps);
  return null;
}

/** Sends the three documents to staff; the level changes only when they approve. */
export async function submitPlus(deps: AccountDeps = browserAuthDeps()): Promise<'sent' | 'failed'> {
  const result = await accountWrite('/api/verification/plus', { method: 'POST', body: '{}' }, parse, deps);
  if (!result.ok) return 'failed';
  show(result.data);
  return 'sent';
}
