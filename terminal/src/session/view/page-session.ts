import * as z from 'zod/mini';
import { traderUserSchema } from '../../api/trader';
import { $session, restoreSession, type AuthData } from '../../stores';

/**
 * The cookie session as the cabinet page's server found it (a JSON element `#bourse-session` the
 * page renders: the user and when the access cookie expires, never a token), checked before use;
 * undefined on pages without one.
 * @example readPageSession()?.user.email // 'demo@bourse.local'
 */
const pageSessionSchema = z.object({
  user: traderUserSchema,
  accessExpiresAt: z.optional(z.string()),
  expiresIn: z.optional(z.number()),
});

export function readPageSession(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): AuthData | undefined {
  const text = doc?.getElementById('bourse-session')?.textContent;
  if (!text) return undefined;
  try {
    const parsed = pageSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Run by the first island that needs the session: the page's view of the cookie session first, else storage. */
export function restoreBrowserSession(): void {
  if ($session.get().status === 'unknown' && typeof localStorage !== 'undefined') restoreSession(localStorage, readPageSession());
}
