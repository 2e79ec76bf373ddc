import * as z from 'zod/mini';
import { fetchTickerPrices } from '@bourse/market/client';
import { readKey, writeKey, type KeySpec, type StorageLike } from '../../shared/store/persistence';

/** How long the browser trusts what it learnt of a host's symbols: a listing or delisting shows within the hour. */
export const SERVED_SYMBOLS_MEMORY_MS = 60 * 60_000;

const servedKey = (host: string): KeySpec<{ at: number; symbols: string[] } | null> => ({
  key: `servedSymbols:${host}`,
  schema: z.nullable(z.object({ at: z.number(), symbols: z.array(z.string()) })),
  fallback: () => null,
});

export type ServedSymbolsDeps = {
  /** Every symbol the host trades (its `/api/v3/ticker/price` answer, request weight 4). */
  fetchSymbols: (host: string) => Promise<string[]>;
  storage: () => StorageLike | null;
  now: () => number;
};

/**
 * Which symbols a market host trades, learnt once per host and shared by every widget and page of
 * this browser for an hour (kept in local storage): a widget then asks for its own pairs' 24 h
 * statistics alone (request weight 2) instead of every symbol's (weight 80, on every page load).
 * Widgets on one page share one request. `forget` drops what was learnt, e.g. after the host
 * refused a symbol it was thought to trade.
 *
 * @example
 * const served = await servedSymbols.of('https://api.binance.com'); served.has('BTCUSDT'); // true
 */
export function createServedSymbols(deps: ServedSymbolsDeps) {
  const learning = new Map<string, { at: number; symbols: Promise<ReadonlySet<string>> }>();
  return {
    of(host: string): Promise<ReadonlySet<string>> {
      const now = deps.now();
      const known = learning.get(host);
      if (known && now - known.at < SERVED_SYMBOLS_MEMORY_MS) return known.symbols;
      const store = deps.storage();
      const saved = store ? readKey(store, servedKey(host)) : null;
      if (saved && now - saved.at >= 0 && now - saved.at < SERVED_SYMBOLS_MEMORY_MS) {
        const symbols = Promise.resolve(new Set(saved.symbols));
        learning.set(host, { at: saved.at, symbols });
        return symbols;
      }
      const symbols = deps.fetchSymbols(host).then((names) => {
        if (store) writeKey(store, servedKey(host), { at: now, symbols: names });
        return new Set(names) as ReadonlySet<string>;
      });
      learning.set(host, { at: now, symbols });
      // A failed attempt is not kept: the next widget or refresh asks again.
      symbols.catch(() => learning.get(host)?.symbols === symbols && learning.delete(host));
      return symbols;
    },
    forget(host: string): void {
      learning.delete(host);
      deps.storage()?.removeItem(servedKey(host).key);
    },
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const servedSymbols = createServedSymbols({
  fetchSymbols: async (host) => (await fetchTickerPrices(host)).map((entry) => entry.symbol),
  storage: browserStorage,
  now: () => Date.now(),
});
