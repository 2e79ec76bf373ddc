import { type Ticker24hRest, toBinanceString, toDecimal } from '@bourse/market';
import { STORED_PRICE_MS, validPrice, type PriceBook, type PriceEntry } from './price-cache';

/** The strip's 8 pairs (the terminal's five and the next three by Binance volume), in this order. */
export const TICKER_STRIP_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'XRPUSDT', 'ADAUSDT', 'DOGEUSDT', 'TRXUSDT'] as const;

/** The strip asks again every 10 s. */
export const TICKER_STRIP_REFRESH_MS = 10_000;

/**
 * One entry of the market ticker strip: the symbol without its USDT suffix and the 24 h figures as
 * decimal strings (formatted by the view). `volume` is the quote volume, volume x last price, as the
 * strip shows it. A `sample` entry stands in when nothing could be loaded and carries no figures,
 * so nothing made up can pass for a quote.
 *
 * @example
 * const item: TickerStripItem = { symbol: 'BTC', pair: 'BTCUSDT', sample: false, lastPrice: '61685.99',
 *   priceChange: '-151.64', priceChangePercent: '-0.245', high24h: '62745.14', low24h: '60830.00', volume: '1284531234.50' };
 */
export interface TickerStripItem {
  symbol: string;
  pair: string;
  sample: boolean;
  lastPrice: string | null;
  priceChange: string | null;
  priceChangePercent: string | null;
  high24h: string | null;
  low24h: string | null;
  volume: string | null;
  /** Set when the entry is a remembered price (the host could not be reached): when it was current, ms. */
  asOf?: number;
}

const shortSymbol = (pair: string) => pair.replace(/USDT$/, '');

/**
 * The strip's entries from a 24hr ticker answer, in the strip's order; pairs the host did not
 * answer for are left out (a replay server serves only its recorded sessions).
 *
 * @example
 * buildTickerStrip([{ symbol: 'ETHUSDT', lastPrice: '2612', volume: '10', ... }]); // [{ symbol: 'ETH', volume: '26120', ... }]
 */
export function buildTickerStrip(tickers: readonly Ticker24hRest[], symbols: readonly string[] = TICKER_STRIP_SYMBOLS): TickerStripItem[] {
  const bySymbol = new Map(tickers.map((t) => [t.symbol, t]));
  return symbols.flatMap((pair) => {
    const t = bySymbol.get(pair);
    if (!t) return [];
    const last = toDecimal(t.lastPrice);
    const volume = toDecimal(t.volume);
    return [
      {
        symbol: shortSymbol(pair),
        pair,
        sample: false,
        lastPrice: t.lastPrice,
        priceChange: t.priceChange,
        priceChangePercent: t.priceChangePercent,
        high24h: t.highPrice,
        low24h: t.lowPrice,
        volume: last && volume ? toBinanceString(volume.mul(last)) : null,
      },
    ];
  });
}

/** When loading fails before anything was shown, two sample entries (BTC, ETH). */
export const SAMPLE_TICKER_STRIP: readonly TickerStripItem[] = ['BTCUSDT', 'ETHUSDT'].map((pair) => ({
  symbol: shortSymbol(pair),
  pair,
  sample: true,
  lastPrice: null,
  priceChange: null,
  priceChangePercent: null,
  high24h: null,
  low24h: null,
  volume: null,
}));

const FIELDS = ['lastPrice', 'priceChange', 'priceChangePercent', 'high24h', 'low24h', 'volume', 'sample'] as const;

/**
 * The next entries, keeping the previous object of every entry whose values did not change (a
 * row updates only when one of its values changed), and the previous list itself when nothing changed, so
 * views re-render only what moved.
 *
 * @example
 * const kept = mergeTickerStrip(previous, buildTickerStrip(answer)); kept[0] === previous[0]; // when BTC did not move
 */
export function mergeTickerStrip(previous: readonly TickerStripItem[], next: readonly TickerStripItem[]): readonly TickerStripItem[] {
  const old = new Map(previous.map((item) => [item.pair, item]));
  const merged = next.map((item) => {
    const before = old.get(item.pair);
    return before && FIELDS.every((field) => before[field] === item[field]) ? before : item;
  });
  return merged.length === previous.length && merged.every((item, i) => item === previous[i]) ? previous : merged;
}

/**
 * The strip's entries as remembered prices, for when the host cannot be reached on the first load:
 * every strip pair with a stored price under 24 h old, in the strip's order, marked with its time.
 * Empty when nothing was remembered (the view then shows its sample entries).
 *
 * @example
 * rememberedTickerStrip({ BTCUSDT: { symbol: 'BTCUSDT', price: '61685.99', change24h: '-0.245', volume24h: '212.03', lastUpdate: t } }, t + 60_000);
 * // [{ symbol: 'BTC', pair: 'BTCUSDT', lastPrice: '61685.99', priceChangePercent: '-0.245', asOf: t, ... }]
 */
export function rememberedTickerStrip(book: PriceBook, now: number, symbols: readonly string[] = TICKER_STRIP_SYMBOLS): TickerStripItem[] {
  return symbols.flatMap((pair) => {
    const entry = validPrice(book, pair, now, STORED_PRICE_MS);
    if (!entry) return [];
    return [
      {
        symbol: shortSymbol(pair),
        pair,
        sample: false,
        lastPrice: entry.price,
        priceChange: null,
        priceChangePercent: entry.change24h,
        high24h: null,
        low24h: null,
        volume: entry.volume24h,
        asOf: entry.lastUpdate,
      },
    ];
  });
}

/** What the strip remembers of a live entry (its price, 24 h change and quote volume), or null without a price. */
export function priceEntryOfStripItem(item: TickerStripItem, now: number): PriceEntry | null {
  if (item.sample || item.asOf !== undefined || !item.lastPrice) return null;
  return {
    symbol: item.pair,
    price: item.lastPrice,
    change24h: item.priceChangePercent ?? '0',
    volume24h: item.volume ?? '0',
    lastUpdate: now,
  };
}
