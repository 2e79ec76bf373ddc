import type { Ticker24hRest } from '@bourse/market';
import { TICKER_STRIP_REFRESH_MS } from '../model/ticker-strip';
import { MarketRequestError, type RequestOptions, fetchTickers24h } from '@bourse/market/client';
import { servedSymbols } from '../../feed/store/served-symbols';

/**
 * 24 h statistics for a widget that shows a few pairs (ticker strip, market card): asked for the
 * `wanted` pairs the market host trades alone (request weight 2; a replay server trades only its
 * recordings, and one unknown symbol fails a whole request), the traded symbols learnt once for the
 * whole browser (served-symbols.ts). `nextInMs` refreshes every 10 s, or never when the host trades
 * none of them. A request the host refuses makes the next one learn its symbols again.
 *
 * @example
 * const source = servedTickers(host, TICKER_STRIP_SYMBOLS, buildTickerStrip);
 * loadWhileWatched($strip, $host, [], () => ({ load: (signal) => source.fetch(signal), nextInMs: source.nextInMs, onError }));
 */
export function servedTickers<T>(
  host: string,
  wanted: readonly string[],
  build: (tickers: Ticker24hRest[]) => T,
  options: Pick<RequestOptions, 'fetchImpl'> = {},
  served = servedSymbols,
) {
  let asking: string[] | null = null;
  return {
    fetch: async (signal: AbortSignal): Promise<T> => {
      const traded = await served.of(host);
      asking = wanted.filter((symbol) => traded.has(symbol));
      if (asking.length === 0) return build([]);
      try {
        return build(await fetchTickers24h(host, asking, { ...options, signal }));
      } catch (error) {
        if (error instanceof MarketRequestError && error.status === 400) served.forget(host);
        throw error;
      }
    },
    nextInMs: (): number | null => (asking?.length === 0 ? null : TICKER_STRIP_REFRESH_MS),
  };
}
