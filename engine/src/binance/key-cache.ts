import { findApiKey, ownAccount, type ApiKeyRecord, type Ledger, type TradingAccount } from '@bourse/cms/ledger';
import { LRUCache } from 'lru-cache';

/** A key and the paper account it trades on: what a signed request acts as. */
export type Caller = { key: ApiKeyRecord; account: TradingAccount };

/** Keys kept at once (a few per active bot). */
const MAX_KEYS = 10_000;
/**
 * How long a key read from the ledger is trusted. A revocation in the cabinet and the CMS's notice
 * of a staff revocation or a suspended trader drop it at once; this bounds how long a change the
 * engine was not told of (the CMS with no engine to tell) goes unseen.
 */
const TRUST_MS = 10_000;

/**
 * The trading API's keys as the ledger last had them, so a signed request costs no reads of the key,
 * the trader's status and the account (and no opening of the sealed secret). Unknown keys are not
 * kept: a key made a moment ago works at once. Concurrent requests with one key share one read.
 *
 * @example
 * const keys = keyCacheOf(ledger);
 * await keys.caller(apiKey, serverSecret); // { key, account } or null (unknown, revoked, suspended trader)
 * keys.forget(); // after a revocation or a change of a trader's status
 */
export class ApiKeyCache {
  private readonly callers: LRUCache<string, Caller, string>;

  constructor(ledger: Ledger) {
    this.callers = new LRUCache<string, Caller, string>({
      max: MAX_KEYS,
      ttl: TRUST_MS,
      fetchMethod: async (apiKey, _stale, { context: serverSecret }) => {
        const key = await findApiKey(ledger, apiKey, serverSecret);
        const account = key && (await ownAccount(ledger, key.traderId, key.accountId));
        return key && account ? { key, account } : undefined;
      },
    });
  }

  async caller(apiKey: string, serverSecret: string): Promise<Caller | null> {
    return (await this.callers.fetch(apiKey, { context: serverSecret })) ?? null;
  }

  /**
   * Drops every key (a key revoked, a trader suspended): revocations are rare and a read is cheap,
   * and clearing also abandons reads under way, which may have read the row before the change.
   */
  forget(): void {
    this.callers.clear();
  }
}

const caches = new WeakMap<Ledger, ApiKeyCache>();

/** The one key cache of a ledger, shared by the signed API and the cabinet's key routes that revoke. */
export function keyCacheOf(ledger: Ledger): ApiKeyCache {
  let cache = caches.get(ledger);
  if (!cache) caches.set(ledger, (cache = new ApiKeyCache(ledger)));
  return cache;
}
