import type { Ticker } from '@bourse/market';

/** Price cache timeout 60 s; a stored price is valid 24 h. */
export const PRICE_CACHE_MS = 60_000;
export const STORED_PRICE_MS = 86_400_000;
/** The localStorage keys for prices (shared with other tabs and earlier visits). */
export const PRICE_STORAGE_KEYS = {
  priceCache: 'priceCache',
  lastPrice: 'lastPrice',
  prices: 'prices',
  tickerStrip: 'tickerStripPrices',
} as const;

/**
 * The price entry: what is remembered of a symbol's price between visits.
 *
 * @example
 * const entry: PriceEntry = { symbol: 'BTCUSDT', price: '61685.99', change24h: '-0.245', volume24h: '212.03', lastUpdate: 1723161601271 };
 */
export interface PriceEntry {
  symbol: string;
  price: string;
  change24h: string;
  volume24h: string;
  lastUpdate: number;
}

/** Entries by symbol. */
export type PriceBook = Record<string, PriceEntry>;

export function priceEntryFromTicker(ticker: Ticker, now: number): PriceEntry {
  return {
    symbol: ticker.symbol,
    price: ticker.lastPrice,
    change24h: ticker.priceChangePercent,
    volume24h: ticker.volume,
    lastUpdate: now,
  };
}

/**
 * The entry for `symbol` if it is younger than `maxAgeMs` at `now` (a clock gone backwards
 * makes an entry from the future, which is not trusted either).
 *
 * @example
 * validPrice(book, 'BTCUSDT', Date.now(), PRICE_CACHE_MS); // null after 60 s
 */
export function validPrice(book: PriceBook, symbol: string, now: number, maxAgeMs: number): PriceEntry | null {
  const entry = book[symbol];
  if (!entry) return null;
  const age = now - entry.lastUpdate;
  return age >= 0 && age < maxAgeMs ? entry : null;
}

/** The book with `entry` remembered and entries older than 24 h dropped. */
export function rememberPrice(book: PriceBook, entry: PriceEntry, now: number): PriceBook {
  const kept = Object.values(book).filter((e) => e.symbol !== entry.symbol && validPrice(book, e.symbol, now, STORED_PRICE_MS));
  return Object.fromEntries([...kept, entry].map((e) => [e.symbol, e]));
}
