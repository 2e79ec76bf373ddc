import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload';
import { loginGuard, type Verdict } from '../../auth/login-guard';
import { clientAddress } from '../../http/client-address';

/**
 * Editors' logins (the admin's form, REST, GraphQL) pass the same login guard as traders'
 * (auth/login-guard.ts), instead of Payload's own lock, which locked the account for everybody
 * after five wrong passwords from anywhere: a stranger could keep any editor out of the admin.
 */
const VERDICT = 'bourseLoginVerdict';

/** A refused attempt, with its wait in the words the admin shows. */
export class EditorLoginRefused extends APIError {
  constructor(retryAfterSeconds: number, locked: boolean) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} s` : `${minutes} min`;
    super(
      locked
        ? `Too many wrong passwords for this account from your address. Try again in ${wait}, or from another network.`
        : `Too many login attempts from your address. Try again in ${wait}.`,
      locked ? 423 : 429,
      { retryAfterSeconds },
      true,
    );
  }
}

export const guardEditorLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args;
  const data = (args as { data?: { email?: unknown } }).data;
  const email = typeof data?.email === 'string' ? data.email : '';
  const verdict = await loginGuard().begin('editors', email, clientAddress(req.headers));
  if (!verdict.ok) {
    // Payload's error answer carries the request's response headers: the wait, as traders get it.
    req.responseHeaders = new Headers(req.responseHeaders);
    req.responseHeaders.set('retry-after', String(verdict.retryAfterSeconds));
    throw new EditorLoginRefused(verdict.retryAfterSeconds, verdict.code === 'ACCOUNT_LOCKED');
  }
  req.context[VERDICT] = verdict;
  return args;
};

/** The right password: this attempt is given back (a wrong one stays counted). */
export const releaseEditorLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const verdict = req.context[VERDICT] as Verdict | undefined;
  if (verdict?.ok) await verdict.succeeded();
  return user;
};
