import type { Ticker24hRest } from '../domain/binance';
import { TICKER_STRIP_REFRESH_MS } from '../domain/ticker-strip';
import { fetchTickers24h } from '../market/rest';

/**
 * 24 h statistics for a widget that shows a few pairs (ticker strip, market card, converter), read
 * only for the pairs the market host trades: the first request asks for every symbol (a replay
 * server trades only its recordings, and one unknown symbol fails a whole request), `servedOf`
 * names the pairs the widget kept from that answer, and every later request asks for those alone.
 * `nextInMs` refreshes every 10 s, or never when the host trades none of them (an empty list would
 * ask for every symbol again).
 *
 * @example
 * const source = servedTickers(host, buildTickerStrip, (items) => items.map((item) => item.pair));
 * loadWhileWatched($strip, $host, [], () => ({ load: (signal) => source.fetch(signal), nextInMs: source.nextInMs, onError }));
 */
export function servedTickers<T>(host: string, build: (tickers: Ticker24hRest[]) => T, servedOf: (built: T) => string[]) {
  let served: string[] | null = null;
  return {
    fetch: async (signal: AbortSignal): Promise<T> => {
      const built = build(await fetchTickers24h(host, served ?? undefined, { signal }));
      served ??= servedOf(built);
      return built;
    },
    nextInMs: (): number | null => (served?.length === 0 ? null : TICKER_STRIP_REFRESH_MS),
  };
}
