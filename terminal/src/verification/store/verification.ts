import { atom, computed, onMount } from 'nanostores';
import * as z from 'zod/mini';
import {
  applyPlusResult,
  checkDocumentFile,
  confirmCode as confirmCodeIn,
  createVerification,
  documentsReady,
  recordDocument,
  requestCode,
  SIMULATED_PLUS_MS,
  SIMULATED_UPLOAD_MS,
  summarizeVerification,
  verificationStateSchema,
  type CodeError,
  type ContactChannel,
  type DocumentKind,
  type FileDescription,
  type FileError,
  type VerificationState,
} from '../model/verification';
import { defaultStorage, readKey, writeKey, type KeySpec, type StorageLike } from '../../shared/store/persistence';
import { $signedInUserId } from '../../session/store/session';
import { listenOnPage } from '../../shared/store/page-events';

/**
 * `verification`: each user's verification state by user id, so two people on one browser never
 * share a confirmed phone. Only file descriptions are kept, never contents.
 * @example readKey(localStorage, verificationKey)['42']?.email // 'success'
 */
export const verificationKey: KeySpec<Record<string, VerificationState>> = {
  key: 'verification',
  schema: z.record(z.string(), verificationStateSchema),
  fallback: () => ({}),
};

let storage: StorageLike = defaultStorage();
/** Points the store at another storage (tests use an in-memory one) and reloads. */
export function useVerificationStorage(next: StorageLike): void {
  storage = next;
  reloadVerification();
}

/**
 * The signed-in user's verification state as last read from storage; null while nobody is signed in.
 * @example useStore($verification)?.documents.passport?.name // 'passport.pdf'
 */
export const $verification = atom<VerificationState | null>(null);

/**
 * Levels and badge derived from `$verification`.
 * @example $verificationSummary.get()?.badge // 'notPassed' | 'passed' | 'failed'
 */
export const $verificationSummary = computed($verification, (state) => (state ? summarizeVerification(state) : null));

const readFor = (userId: string): VerificationState => readKey(storage, verificationKey)[userId] ?? createVerification();

/** Re-reads storage; an unchanged state keeps its identity, so mounting during a render notifies nobody. */
export function reloadVerification(): void {
  const userId = $signedInUserId.get();
  const next = userId ? readFor(userId) : null;
  if (JSON.stringify(next) !== JSON.stringify($verification.get())) $verification.set(next);
}

onMount($verification, () => {
  const unsubscribe = $signedInUserId.subscribe(() => reloadVerification());
  const onStorage = (event: StorageEvent) => (event.key === null || event.key === verificationKey.key) && reloadVerification();
  const stopListening = listenOnPage({ window: ['storage'] }, onStorage);
  return () => {
    unsubscribe();
    stopListening();
  };
});

// Reads fresh (another tab may have written), applies the change, writes back only on a change.
function mutate(change: (current: VerificationState) => VerificationState): VerificationState | null {
  const userId = $signedInUserId.get();
  if (!userId) return null;
  const all = readKey(storage, verificationKey);
  const current = all[userId] ?? createVerification();
  const next = change(current);
  if (next !== current) writeKey(storage, verificationKey, { ...all, [userId]: next });
  $verification.set(next);
  return next;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Simulation: no code leaves the browser; the contact is simply marked as waiting for a code. */
export function sendCode(channel: ContactChannel): void {
  mutate((state) => requestCode(state, channel));
}

/** Checks the code locally; returns what was wrong with it, or null when the contact is confirmed. */
export function confirmCode(channel: ContactChannel, code: string): CodeError | null {
  let error: CodeError | null = null;
  mutate((state) => {
    const result = confirmCodeIn(state, channel, code);
    error = result.error;
    return result.state;
  });
  return error;
}

/** A refused file is reported at once; an accepted one is "uploaded" after a simulated delay. */
export async function uploadDocument(
  kind: DocumentKind,
  file: FileDescription,
  delay: (ms: number) => Promise<void> = wait,
): Promise<FileError | null> {
  const error = checkDocumentFile(file);
  if (error) return error;
  await delay(SIMULATED_UPLOAD_MS);
  mutate((state) => recordDocument(state, kind, { name: file.name, size: file.size, type: file.type, uploadedAt: Date.now() }));
  return null;
}

/**
 * The Plus request; the default is the simulation (2 s, always accepted). Throwing means refused.
 * @example await submitPlus(() => Promise.reject(new Error('down'))); // 'failed'
 */
export type PlusRequest = () => Promise<void>;
export const simulatePlusRequest: PlusRequest = () => wait(SIMULATED_PLUS_MS);

export async function submitPlus(request: PlusRequest = simulatePlusRequest): Promise<'approved' | 'failed' | 'DOCUMENTS_MISSING'> {
  const current = $signedInUserId.get() ? readFor($signedInUserId.get()!) : null;
  if (!current || !documentsReady(current)) return 'DOCUMENTS_MISSING';
  let ok = true;
  try {
    await request();
  } catch {
    ok = false;
  }
  mutate((state) => applyPlusResult(state, ok));
  return ok ? 'approved' : 'failed';
}
