import { atom } from 'nanostores';
import { converterAssets, type ConverterAsset } from '../domain/converter';
import { TICKER_STRIP_REFRESH_MS } from '../domain/ticker-strip';
import { fetchTickers24h } from '../market/rest';
import { errorText, loadWhileWatched, loading, type Loadable } from './loadable';

/**
 * The converter's prices: every asset the market host prices in dollars, refreshed every 10 s
 * (the ticker's pace). A failed refresh keeps the prices shown, with the error, so a conversion on
 * the page stays valid and says how old its prices are.
 *
 * @example
 * setConverterHost('https://api.binance.com'); $converterPrices.get(); // { status: 'loading', data: [], error: null }
 */
export const $converterPrices = atom<Loadable<readonly ConverterAsset[]>>(loading([]));
const $converterHost = atom<string | null>(null);

export function setConverterHost(restUrl: string): void {
  if ($converterHost.get() !== restUrl) $converterHost.set(restUrl);
}

loadWhileWatched($converterPrices, $converterHost, [], (host) => {
  // The first answer says what the host prices; later refreshes ask for just those symbols.
  let symbols: string[] | null = null;
  return {
    load: async (signal) => {
      const assets = converterAssets(await fetchTickers24h(host, symbols ?? undefined, { signal }));
      symbols ??= assets.flatMap((asset) => (asset.symbol ? [asset.symbol] : []));
      return assets;
    },
    onError: (error, current) => {
      console.warn(`[converter] 24hr statistics from ${host} failed: ${errorText(error)}`);
      return { status: 'error', data: current.data, error: errorText(error) };
    },
    nextInMs: () => (symbols?.length === 0 ? null : TICKER_STRIP_REFRESH_MS),
  };
});
