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
export function notifyEngine(accountId: number, secret: string): Promise<boolean> {
  return tellEngine(`/internal/accounts/${accountId}/changed`, secret);
}

/**
 * Tells the running engine that staff revoked a trading API key or changed a trader's status, so
 * the signed API stops trusting the keys it holds. Best effort: the engine reads keys again within
 * seconds anyway.
 */
export function notifyEngineOfKeys(secret: string): Promise<boolean> {
  return tellEngine('/internal/api-keys/changed', secret);
}

async function tellEngine(path: string, secret: string): Promise<boolean> {
  const base = process.env.ENGINE_INTERNAL_URL;
  if (!base) return false;
  try {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
      signal: AbortSignal.timeout(3_000),
    });
    return answer.ok;
  } catch {
    return false;
  }
}
