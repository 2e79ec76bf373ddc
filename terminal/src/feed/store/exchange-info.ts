import { atom, computed } from 'nanostores';
import { fetchExchangeInfo } from '@bourse/market/client';
import { type ExchangeInfo } from '@bourse/market';
import { errorText, loadWhileWatched, loading, type Loadable } from '../../shared/store/loadable';
import { $marketConfig } from './market-config';

/**
 * The market host's exchangeInfo (each symbol's assets, status and filters), loaded once per host
 * while watched; the chart's info view reads the pair's trading rules from it.
 *
 * @example
 * $exchangeInfo.get(); // { status: 'ready', data: { symbols: [{ symbol: 'BTCUSDT', filters: [...] }] }, error: null }
 */
export const $exchangeInfo = atom<Loadable<ExchangeInfo | null>>(loading(null));

const $host = computed($marketConfig, (config) => config?.restUrl ?? null);

loadWhileWatched($exchangeInfo, $host, null, (host) => ({
  load: (signal) => fetchExchangeInfo(host, { signal }),
  onError: (error) => {
    console.warn(`[exchange info] ${host}/api/v3/exchangeInfo failed: ${errorText(error)}`);
    return { status: 'error', data: null, error: errorText(error) };
  },
}));
