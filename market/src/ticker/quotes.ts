import { Dec, toDecimal } from '../decimal';
import type { MiniTickerEvent } from '../protocol/binance';
import type { Ticker } from '../types';

/**
 * A pair's quote for lists (the pairs list, the ticker strip): last price, 24 h change in percent
 * units ('-0.245' is -0.245 %), high, low, base and quote volume.
 *
 * @example
 * const quote: Quote = { lastPrice: '61837.63', priceChangePercent: '0.246', highPrice: '62745.14', lowPrice: '60830', volume: '212.03', quoteVolume: '13084074.11' };
 */
export interface Quote {
  lastPrice: string;
  priceChangePercent: string;
  highPrice: string;
  lowPrice: string;
  volume: string;
  quoteVolume: string;
}

/** A mini ticker as a quote; the percent is worked out from open and close, as Binance's full ticker does. */
export function quoteFromMiniTicker(event: MiniTickerEvent): Quote {
  const open = toDecimal(event.o) ?? new Dec(0);
  const close = toDecimal(event.c) ?? new Dec(0);
  const percent = open.isZero() ? new Dec(0) : close.sub(open).div(open).mul(100);
  return {
    lastPrice: event.c,
    priceChangePercent: percent.toFixed(3),
    highPrice: event.h,
    lowPrice: event.l,
    volume: event.v,
    quoteVolume: event.q,
  };
}

/** The shown ticker (the stabilised price the top bar and the order form read) as a quote. */
export function quoteFromTicker(ticker: Ticker): Quote {
  return {
    lastPrice: ticker.lastPrice,
    priceChangePercent: ticker.priceChangePercent,
    highPrice: ticker.highPrice,
    lowPrice: ticker.lowPrice,
    volume: ticker.volume,
    quoteVolume: ticker.quoteVolume,
  };
}

/**
 * Merge a batch of mini tickers into the quotes by symbol; a batch that changes nothing returns
 * the same object, so views do not redraw.
 *
 * @example
 * const next = mergeQuotes(quotes, frame.events);
 */
export function mergeQuotes(quotes: Readonly<Record<string, Quote>>, events: readonly MiniTickerEvent[]): Readonly<Record<string, Quote>> {
  let next: Record<string, Quote> | null = null;
  for (const event of events) {
    const quote = quoteFromMiniTicker(event);
    const before = quotes[event.s];
    if (
      before &&
      before.lastPrice === quote.lastPrice &&
      before.priceChangePercent === quote.priceChangePercent &&
      before.quoteVolume === quote.quoteVolume
    )
      continue;
    next ??= { ...quotes };
    next[event.s] = quote;
  }
  return next ?? quotes;
}

/**
 * The one price of a pair: the shown ticker for the pair the terminal follows (so the top bar,
 * the pairs list, the strip and the form agree at every moment), else the streamed quote, else null.
 *
 * @example
 * quoteOf('BTCUSDT', quotes, ticker)?.lastPrice;
 */
export function quoteOf(symbol: string, quotes: Readonly<Record<string, Quote>>, ticker: Ticker | null): Quote | null {
  if (ticker?.symbol === symbol) return quoteFromTicker(ticker);
  return quotes[symbol] ?? null;
}
