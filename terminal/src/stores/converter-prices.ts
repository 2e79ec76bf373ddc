import { atom } from 'nanostores';
import { converterAssets, type ConverterAsset } from '../domain/converter';
import { errorText, loadWhileWatched, loading, type Loadable } from './loadable';
import { servedTickers } from './served-tickers';

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
  const source = servedTickers(host, converterAssets, (assets) => assets.flatMap((asset) => (asset.symbol ? [asset.symbol] : [])));
  return {
    load: (signal) => source.fetch(signal),
    onError: (error, current) => {
      console.warn(`[converter] 24hr statistics from ${host} failed: ${errorText(error)}`);
      return { status: 'error', data: current.data, error: errorText(error) };
    },
    nextInMs: source.nextInMs,
  };
});
