import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { hasQuotes, marketCardRows, MARKET_CARD_COINS, MARKET_CARD_SYMBOLS, type MarketCardRow } from '../model/market-card';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';
import { readKey, writeKey, type KeySpec } from '../../shared/store/persistence';
import { servedTickers } from '../../ticker/store/served-tickers';

/**
 * The home page's market card: live rows refreshed every 10 s. Each good answer is remembered in
 * this browser for a day, so when the feed cannot be reached the card shows the last prices it had,
 * labelled with their time (`asOf`), instead of empty rows.
 */
export type MarketCard = { rows: readonly MarketCardRow[]; asOf: number | null; remembered: boolean };
const EMPTY: MarketCard = { rows: marketCardRows([]), asOf: null, remembered: false };
export const $marketCard = atom<Loadable<MarketCard>>(loading(EMPTY));
const $host = atom<string | null>(null);

/** Remembered prices older than this are not shown: a day-old price is no longer "the last price". */
export const MARKET_CARD_MEMORY_MS = 24 * 60 * 60 * 1000;
const rowSchema = z.object({
  base: z.string(),
  name: z.string(),
  symbol: z.string(),
  quote: z.nullable(z.object({ lastPrice: z.string(), changePercent: z.string(), rangePercent: z.number() })),
});
export const MARKET_CARD_KEY: KeySpec<{ rows: MarketCardRow[]; at: number } | null> = {
  key: 'marketCard',
  schema: z.nullable(z.object({ rows: z.array(rowSchema), at: z.number() })),
  fallback: () => null,
};

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

function remembered(now: number): MarketCard | null {
  const store = storage();
  const saved = store ? readKey(store, MARKET_CARD_KEY) : null;
  if (!saved || now - saved.at > MARKET_CARD_MEMORY_MS || saved.rows.length !== MARKET_CARD_COINS.length) return null;
  return { rows: saved.rows, asOf: saved.at, remembered: true };
}

export function setMarketCardHost(restUrl: string): void {
  if ($host.get() !== restUrl) $host.set(restUrl);
}

loadWhileWatched($marketCard, $host, EMPTY, (host) => {
  const source = servedTickers(host, MARKET_CARD_SYMBOLS, marketCardRows);
  return {
    load: async (signal) => {
      const rows = await source.fetch(signal);
      const at = Date.now();
      const store = storage();
      if (store && hasQuotes(rows)) writeKey(store, MARKET_CARD_KEY, { rows, at });
      return { rows, asOf: at, remembered: false };
    },
    onError: (error, current) => {
      console.warn(`[market card] 24hr statistics from ${host} failed: ${errorText(error)}`);
      const data = current.data.asOf ? { ...current.data, remembered: true } : (remembered(Date.now()) ?? current.data);
      return { status: 'error', data, error: errorText(error) };
    },
    nextInMs: source.nextInMs,
  };
});
