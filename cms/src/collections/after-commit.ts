import type { PayloadRequest } from 'payload';

const POLL_MS = 15;
const GIVE_UP_MS = 30_000;

type Session = { resolve?: () => Promise<unknown>; reject?: () => Promise<unknown> };
type Req = { transactionID?: PayloadRequest['transactionID']; payload: { db: unknown } };

/**
 * Runs `work` once the request's database transaction has ended. Payload runs afterChange hooks
 * inside the transaction and commits after them, so a cache told about a change from the hook
 * itself refetched the old row from another connection and kept it for its whole lifetime (a theme
 * switched in the admin took minutes to show). The SQL adapters keep each open transaction as a
 * session whose `resolve` commits it: `work` is chained behind that (and behind `reject`, a
 * rollback). An adapter with other sessions is polled until the session is gone; a request
 * without a transaction runs `work` at once.
 */
export async function afterCommit(req: Req, work: () => Promise<void>): Promise<void> {
  const id = await req.transactionID;
  const sessions = (req.payload.db as { sessions?: Record<string | number, Session | undefined> }).sessions;
  const session = id !== undefined ? sessions?.[id] : undefined;
  if (!session) return work();
  if (typeof session.resolve === 'function' && typeof session.reject === 'function') {
    const { resolve, reject } = session;
    const after = (end: () => Promise<unknown>) => async () => {
      try {
        return await end();
      } finally {
        // Nothing waits for this promise: a failure is logged, never left unhandled.
        work().catch((error: unknown) => console.error('after-commit work failed:', error));
      }
    };
    session.resolve = after(resolve);
    session.reject = after(reject);
    return;
  }
  const deadline = Date.now() + GIVE_UP_MS;
  while (sessions?.[id!] && Date.now() < deadline) await new Promise((done) => setTimeout(done, POLL_MS));
  await work();
}
