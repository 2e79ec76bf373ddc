import Fuse from 'fuse.js';
import { type Ticker24hRest, Dec, toDecimal } from '@bourse/market';
import { formatPercentChange, formatPrice, formatVolume, NOT_A_NUMBER } from '../../shared/model/format';

/** The coins the swap page offers against USDT, when the market host quotes them. */
export const SWAP_SYMBOLS = ['BTC', 'ETH', 'BNB', 'SOL', 'XRP', 'ADA', 'DOGE', 'TRX', 'LINK', 'LTC'] as const;
/** The currency list when it cannot be loaded (without prices: none is made up). */
export const FALLBACK_SWAP_SYMBOLS = ['BTC', 'ETH', 'BNB', 'SOL', 'XRP'] as const;
const QUOTE = 'USDT';
/** The swap's pairs against USDT: the symbols the swap list asks the market for. */
export const SWAP_PAIR_SYMBOLS = SWAP_SYMBOLS.map((symbol) => `${symbol}${QUOTE}`);

/**
 * One currency of the swap list as loaded: its USDT price, 24 h change (percent units) and quote
 * volume, each null when unknown. USDT itself is priced 1 (the quote of every pair).
 *
 * @example
 * const btc: SwapCurrency = { symbol: 'BTC', name: 'BTC/USDT', price: '61685.99', changePercent: '-0.245', quoteVolume: '13084074.11' };
 */
export interface SwapCurrency {
  symbol: string;
  name: string;
  price: string | null;
  changePercent: string | null;
  quoteVolume: string | null;
}

const unpriced = (symbol: string): SwapCurrency => ({
  symbol,
  name: `${symbol}/${QUOTE}`,
  price: null,
  changePercent: null,
  quoteVolume: null,
});
const volumeOf = (currency: SwapCurrency) => toDecimal(currency.quoteVolume ?? '0') ?? new Dec(0);

/**
 * The swap list from the all-symbols 24 h ticker (null when it failed: the five fallback pairs,
 * unpriced). Pairs by USDT volume descending, then USDT itself.
 *
 * @example
 * buildSwapCurrencies(null).map((c) => c.symbol); // ['BTC', 'ETH', 'BNB', 'SOL', 'XRP']
 */
export function buildSwapCurrencies(tickers: readonly Ticker24hRest[] | null): SwapCurrency[] {
  if (tickers === null) return FALLBACK_SWAP_SYMBOLS.map(unpriced);
  const bySymbol = new Map(tickers.map((ticker) => [ticker.symbol, ticker] as const));
  const pairs = SWAP_SYMBOLS.flatMap((symbol) => {
    const ticker = bySymbol.get(`${symbol}${QUOTE}`);
    const price = ticker && toDecimal(ticker.lastPrice);
    // A zero or unparsable price would divide by zero or mislead: such a pair is left out.
    if (!ticker || !price || !price.gt(0)) return [];
    return [
      {
        symbol,
        name: `${symbol}/${QUOTE}`,
        price: ticker.lastPrice,
        changePercent: ticker.priceChangePercent,
        quoteVolume: ticker.quoteVolume,
      },
    ];
  });
  pairs.sort((a, b) => volumeOf(b).comparedTo(volumeOf(a)));
  return [...pairs, { symbol: QUOTE, name: QUOTE, price: '1', changePercent: null, quoteVolume: null }];
}

/**
 * A list row: formatted price (2 decimals, 4 under 0.01), change and volume,
 * '—' for what is unknown; `isPositive` is the green colour (change 0 or more).
 *
 * @example
 * toSwapListItem(btc, ['BTC'], 'en-US'); // { symbol: 'BTC', name: 'BTC/USDT', price: '61,685.99', change: '-0.25%', volume: '13.1M', isFavorite: true, isPositive: false }
 */
export interface SwapListItem {
  symbol: string;
  name: string;
  price: string;
  change: string;
  volume: string;
  isFavorite: boolean;
  isPositive: boolean;
}

/** The row shown for a currency (see SwapListItem). */
export function toSwapListItem(currency: SwapCurrency, favorites: readonly string[], locale?: string): SwapListItem {
  const change = currency.changePercent === null ? null : formatPercentChange(currency.changePercent, locale);
  return {
    symbol: currency.symbol,
    name: currency.name,
    price: currency.price === null ? NOT_A_NUMBER : formatPrice(currency.price, locale),
    change: change?.text ?? NOT_A_NUMBER,
    volume: currency.quoteVolume === null ? NOT_A_NUMBER : formatVolume(currency.quoteVolume, locale),
    isFavorite: favorites.includes(currency.symbol),
    isPositive: change?.direction === 'up',
  };
}

/**
 * The list search is a case-insensitive substring of the symbol or the name; no text, all.
 *
 * @example
 * filterSwapCurrencies(list, 'eth').map((c) => c.symbol); // ['ETH']
 */
export function filterSwapCurrencies(list: readonly SwapCurrency[], query: string): SwapCurrency[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...list];
  return list.filter((currency) => currency.symbol.toLowerCase().includes(needle) || currency.name.toLowerCase().includes(needle));
}

/** The modal's search tolerates up to 2 edits. */
export const MAX_SWAP_SEARCH_EDITS = 2;

// Fuse's bitap score is errors / query length once location is ignored. Up to 2 edits, but no
// more than half the query, so a one- or two-letter query is not a wildcard ('lnik' finds LINK,
// 'etn' finds ETH but not BTC).
function thresholdFor(query: string): number {
  const edits = Math.min(MAX_SWAP_SEARCH_EDITS, Math.floor(query.length / 2));
  return (edits + 0.01) / query.length;
}

/**
 * The modal's fuzzy search, best match first. An empty query yields no results.
 *
 * @example
 * searchSwapCurrencies(list, 'etn')[0]?.symbol; // 'ETH'
 */
export function searchSwapCurrencies(list: readonly SwapCurrency[], query: string): SwapCurrency[] {
  const needle = query.replace(/\s+/g, '');
  if (needle === '') return [];
  const fuse = new Fuse(list, { keys: ['symbol', 'name'], ignoreLocation: true, threshold: thresholdFor(needle) });
  return fuse.search(needle).map((result) => result.item);
}

export * from './swap-form';
