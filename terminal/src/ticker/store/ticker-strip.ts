import { atom } from 'nanostores';
import { buildTickerStrip, mergeTickerStrip, SAMPLE_TICKER_STRIP, TICKER_STRIP_SYMBOLS, type TickerStripItem } from '../model/ticker-strip';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';
import { servedTickers } from './served-tickers';
import { loadStripPrices, rememberStripPrices } from './ticker-cache';

/**
 * The market ticker strip above cabinet pages: loading (skeletons) -> ready, refreshed every 10 s;
 * 'error' keeps what was shown; when nothing was shown yet, the prices remembered from an earlier
 * visit (under 24 h old, each marked with its time), else two sample entries.
 *
 * @example
 * setTickerStripHost('https://api.binance.com'); $tickerStrip.get(); // { status: 'loading', data: [], error: null }
 */
export type TickerStripState = Loadable<readonly TickerStripItem[]>;
export const $tickerStrip = atom<TickerStripState>(loading([]));

/** The market host's REST address the strip reads (the island passes its prop). */
export const $tickerStripHost = atom<string | null>(null);
export function setTickerStripHost(restUrl: string): void {
  if ($tickerStripHost.get() !== restUrl) $tickerStripHost.set(restUrl);
}

function firstLoadFallback(): readonly TickerStripItem[] {
  const remembered = loadStripPrices();
  return remembered.length > 0 ? remembered : SAMPLE_TICKER_STRIP;
}

/** Unchanged entries keep their objects, so an unchanged refresh redraws nothing. */
loadWhileWatched($tickerStrip, $tickerStripHost, [], (host) => {
  const source = servedTickers(host, TICKER_STRIP_SYMBOLS, (tickers) => buildTickerStrip(tickers));
  return {
    load: async (signal, current) => {
      const items = await source.fetch(signal);
      rememberStripPrices(items);
      const stale = current.data.some((item) => item.sample || item.asOf !== undefined);
      return stale ? items : mergeTickerStrip(current.data, items);
    },
    onError: (error, current) => {
      console.warn(`[ticker strip] 24hr statistics from ${host} failed: ${errorText(error)}`);
      return {
        status: 'error',
        data: current.status === 'loading' ? firstLoadFallback() : current.data,
        error: 'Could not load market data',
      };
    },
    nextInMs: source.nextInMs,
  };
});
