import { atom } from 'nanostores';
import * as z from 'zod/mini';
import {
  PRICE_CACHE_MS,
  PRICE_STORAGE_KEYS,
  STORED_PRICE_MS,
  rememberPrice,
  validPrice,
  type PriceBook,
  type PriceEntry,
} from '../../domain';
import { priceEntryOfStripItem, rememberedTickerStrip, type TickerStripItem } from '../model/ticker-strip';

/**
 * A stored price entry as read back from local storage (anything else is ignored).
 *
 * @example
 * priceEntrySchema.parse({ symbol: 'BTCUSDT', price: '61685.99', change24h: '-0.245', volume24h: '212.03', lastUpdate: 1 });
 */
export const priceEntrySchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  price: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  change24h: z.string(),
  volume24h: z.string(),
  lastUpdate: z.int(),
});
const priceBookSchema = z.record(z.string(), priceEntrySchema);

/** What the cache needs of `localStorage` (tests pass a Map-backed one). */
export interface PriceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function defaultStorage(): PriceStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode): no cache, not a fault
  }
}

function readBook(storage: PriceStorage, key: string): PriceBook {
  try {
    const parsed = priceBookSchema.safeParse(JSON.parse(storage.getItem(key) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The last price known for a symbol while the feed has none: the 60 s cache first, else the
 * stored price if under 24 h old. Shown labelled as such, never as the live price.
 *
 * @example
 * $lastKnownPrice.get()?.price; // '61685.99000000'
 */
export const $lastKnownPrice = atom<PriceEntry | null>(null);

/** Read the cached or stored price of `symbol` into `$lastKnownPrice` (and return it). */
export function loadLastKnownPrice(symbol: string, now = Date.now(), storage = defaultStorage()): PriceEntry | null {
  const entry = storage
    ? (validPrice(readBook(storage, PRICE_STORAGE_KEYS.priceCache), symbol, now, PRICE_CACHE_MS) ??
      validPrice(readBook(storage, PRICE_STORAGE_KEYS.prices), symbol, now, STORED_PRICE_MS))
    : null;
  $lastKnownPrice.set(entry);
  return entry;
}

/** Remember a shown price under the keys priceCache and prices (by symbol), lastPrice. */
export function rememberShownPrice(entry: PriceEntry, now = Date.now(), storage = defaultStorage()): void {
  if (!storage) return;
  try {
    for (const key of [PRICE_STORAGE_KEYS.priceCache, PRICE_STORAGE_KEYS.prices]) {
      storage.setItem(key, JSON.stringify(rememberPrice(readBook(storage, key), entry, now)));
    }
    storage.setItem(PRICE_STORAGE_KEYS.lastPrice, JSON.stringify(entry));
  } catch {
    // a full storage only loses the cache
  }
}

/**
 * The ticker strip's remembered prices (key tickerStripPrices, apart from the terminal's own book:
 * the strip keeps quote volumes). Read when the host cannot be reached on a first load.
 */
export function loadStripPrices(now = Date.now(), storage = defaultStorage()): TickerStripItem[] {
  return storage ? rememberedTickerStrip(readBook(storage, PRICE_STORAGE_KEYS.tickerStrip), now) : [];
}

/** Remember what the strip shows live, for the next visit that cannot reach the host. */
export function rememberStripPrices(items: readonly TickerStripItem[], now = Date.now(), storage = defaultStorage()): void {
  if (!storage) return;
  try {
    let book = readBook(storage, PRICE_STORAGE_KEYS.tickerStrip);
    for (const item of items) {
      const entry = priceEntryOfStripItem(item, now);
      if (entry) book = rememberPrice(book, entry, now);
    }
    storage.setItem(PRICE_STORAGE_KEYS.tickerStrip, JSON.stringify(book));
  } catch {
    // a full storage only loses the memory
  }
}
