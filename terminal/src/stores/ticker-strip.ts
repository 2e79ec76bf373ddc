import { atom, onMount } from 'nanostores';
import { buildTickerStrip, mergeTickerStrip, SAMPLE_TICKER_STRIP, TICKER_STRIP_REFRESH_MS, type TickerStripItem } from '../domain/ticker-strip';
import { fetchTickers24h } from '../market/rest';

/**
 * The market ticker strip above cabinet pages: loading (skeletons) -> loaded, refreshed every 10 s;
 * 'error' keeps what was shown, or two sample entries when nothing was shown yet (spec).
 *
 * @example
 * setTickerStripHost('https://api.binance.com'); $tickerStrip.get(); // { status: 'loading', items: [], error: null }
 */
export type TickerStripState = { status: 'loading' | 'loaded' | 'error'; items: readonly TickerStripItem[]; error: string | null };
export const $tickerStrip = atom<TickerStripState>({ status: 'loading', items: [], error: null });

/** The market host's REST address the strip reads (the island passes its prop). */
export const $tickerStripHost = atom<string | null>(null);
export function setTickerStripHost(restUrl: string): void {
  if ($tickerStripHost.get() !== restUrl) $tickerStripHost.set(restUrl);
}

onMount($tickerStrip, () => {
  let stop = () => {};
  const unsubscribe = $tickerStripHost.subscribe((host) => {
    stop();
    stop = host ? follow(host) : () => {};
  });
  return () => {
    unsubscribe();
    stop();
  };
});

/**
 * First every symbol's statistics (which of the strip's pairs does this host trade? a replay
 * server has only its recordings), then every 10 s just those pairs.
 */
function follow(host: string): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let served: string[] | null = null;
  $tickerStrip.set({ status: 'loading', items: [], error: null });
  const round = async () => {
    try {
      const answer = await fetchTickers24h(host, served ?? undefined, { signal: abort.signal });
      if (abort.signal.aborted) return;
      const items = buildTickerStrip(answer);
      served ??= items.map((item) => item.pair);
      const current = $tickerStrip.get();
      const kept = current.items.some((item) => item.sample) ? items : mergeTickerStrip(current.items, items);
      if (kept !== current.items || current.status !== 'loaded') $tickerStrip.set({ status: 'loaded', items: kept, error: null });
    } catch (error) {
      if (abort.signal.aborted) return;
      console.warn(`[ticker strip] 24hr statistics from ${host} failed: ${error instanceof Error ? error.message : String(error)}`);
      const current = $tickerStrip.get();
      $tickerStrip.set({ status: 'error', items: current.status === 'loading' ? SAMPLE_TICKER_STRIP : current.items, error: 'Could not load market data' });
    }
    // An empty list would ask for every symbol again: nothing to refresh then.
    if (!abort.signal.aborted && served?.length !== 0) timer = setTimeout(() => void round(), TICKER_STRIP_REFRESH_MS);
  };
  void round();
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}
