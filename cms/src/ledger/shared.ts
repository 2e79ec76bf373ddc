import type { Payload } from 'payload';
import { openLedger, type Ledger } from './connection';

const opened = new WeakMap<Payload, Promise<Ledger>>();

/** The ledger of a long-lived process's Payload instance, opened once (the CMS server's staff actions). */
export function ledgerOf(payload: Payload): Promise<Ledger> {
  let ledger = opened.get(payload);
  if (!ledger) {
    ledger = openLedger(payload);
    opened.set(payload, ledger);
    ledger.catch(() => opened.delete(payload));
  }
  return ledger;
}

/**
 * Tells the running engine that an account changed behind it (a staff credit), so the trader's
 * open browsers hear of it at once. Best effort: with no engine running the change is there on the
 * trader's next load.
 */
export async function notifyEngine(accountId: number, secret: string): Promise<boolean> {
  const base = process.env.ENGINE_INTERNAL_URL;
  if (!base) return false;
  try {
    const answer = await fetch(`${base}/internal/accounts/${accountId}/changed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
      signal: AbortSignal.timeout(3_000),
    });
    return answer.ok;
  } catch {
    return false;
  }
}
