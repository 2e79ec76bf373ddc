import { atom, computed } from 'nanostores';
import { seriesBarMs } from '../../domain';
import { fetchKlines } from '@bourse/market/client';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';
import { $marketConfig, type MarketConfig } from '../../feed/store/market-config';

/** Bars asked for to learn a series' bar length: a few, so one odd bar cannot decide it. */
const PROBE_BARS = 5;

/**
 * The bar length (ms) of the configured pair's series on this feed, learnt by asking for its
 * 1-minute klines: a feed that has minutes answers 60 000; a recorded hourly series answers with
 * its own hourly bars. The chart disables the intervals finer than that. Null data while unknown
 * (loading, or the probe failed: then every interval stays offered and the chart's own load says
 * what went wrong).
 *
 * @example
 * $feedBarMs.get(); // { status: 'ready', data: { symbol: 'EURUSD', barMs: 3_600_000 }, error: null }
 */
export const $feedBarMs = atom<Loadable<{ symbol: string; barMs: number | null } | null>>(loading(null));

// Keyed by host and pair only, so a change of label or anything else does not probe again.
const $probeKey = computed($marketConfig, (config) => (config ? `${config.proxyUrl ?? config.restUrl}|${config.symbol}` : null));
let probed: MarketConfig | null = null;
$probeKey.subscribe(() => {
  probed = $marketConfig.get();
});

loadWhileWatched($feedBarMs, $probeKey, null, () => {
  const config = probed!;
  return {
    load: async (signal) => {
      const bars = await fetchKlines(
        config.proxyUrl ?? config.restUrl,
        { symbol: config.symbol, interval: '1m', limit: PROBE_BARS },
        { signal, direct: !config.proxyUrl },
      );
      return { symbol: config.symbol, barMs: seriesBarMs(bars) };
    },
    onError: (error) => {
      console.warn(`[candles] bar length probe for ${config.symbol} at ${config.proxyUrl ?? config.restUrl} failed: ${errorText(error)}`);
      return { status: 'error', data: null, error: errorText(error) };
    },
  };
});
